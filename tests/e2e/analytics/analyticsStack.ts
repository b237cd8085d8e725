import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { startApiProcess, waitForApi, type ApiProcess } from '../apiProcess';
import { buildApp } from '../insights/insightsStack';

/**
 * The analytics stack as a user's browser meets it: the real API (fresh PGlite, demo data) and the analytics
 * app's production build on a static server of its own origin that passes /api on to the API, as its dev
 * server does. `hostOrigins` are the pages allowed to embed (EMBED_ORIGINS). The build is a copy of the
 * run's (e2eSetup.ts) in a folder of its own, so stacks can run side by side.
 */
export interface AnalyticsStack {
  api: ApiProcess;
  /** The analytics app's origin, e.g. http://127.0.0.1:41234. */
  frameUrl: string;
  stop(): Promise<void>;
}

export async function startAnalyticsStack({
  hostOrigins,
  apiEnv = {},
}: {
  hostOrigins: string[];
  apiEnv?: Record<string, string>;
}): Promise<AnalyticsStack> {
  const dist = mkdtempSync(path.join(tmpdir(), 'nuvem-analytics-'));
  const api = await startApiProcess({ env: { EMBED_ORIGINS: hostOrigins.join(','), ...apiEnv } });
  const removeBuild = () => rmSync(dist, { recursive: true, force: true });
  try {
    // The build (or its copy) is made while the API creates its database.
    buildApp('analytics', dist);
    await waitForApi(api, 180_000);
    const frame = await serveStatic(dist, { spa: true, proxy: { '/api': api.url } });
    return {
      api,
      frameUrl: frame.url,
      stop: async () => {
        await frame.close();
        await api.stop();
        removeBuild();
      },
    };
  } catch (error) {
    await api.stop();
    removeBuild();
    throw error;
  }
}
