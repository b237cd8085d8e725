import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { startApiProcess, waitForApi, type ApiProcess } from '../apiProcess';

/**
 * The analytics stack as a user's browser meets it: the real API (fresh PGlite, demo data) and the analytics
 * app's production build on a static server of its own origin that passes /api on to the API, as its dev
 * server does. `hostOrigins` are the pages allowed to embed (EMBED_ORIGINS).
 */
export interface AnalyticsStack {
  api: ApiProcess;
  /** The analytics app's origin, e.g. http://127.0.0.1:41234. */
  frameUrl: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../../..');

export async function startAnalyticsStack({
  hostOrigins,
  apiEnv = {},
  build = true,
}: {
  hostOrigins: string[];
  apiEnv?: Record<string, string>;
  /** false to serve the build already in apps/analytics/dist (a second stack in the same run). */
  build?: boolean;
}): Promise<AnalyticsStack> {
  const api = await startApiProcess({ env: { EMBED_ORIGINS: hostOrigins.join(','), ...apiEnv } });
  try {
    // The build runs while the API creates its database.
    if (build) buildAnalyticsApp();
    await waitForApi(api, 180_000);
    const frame = await serveStatic(path.join(root, 'apps/analytics/dist'), {
      spa: true,
      proxy: { '/api': api.url },
    });
    return {
      api,
      frameUrl: frame.url,
      stop: async () => {
        await frame.close();
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

export function buildAnalyticsApp(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/analytics'),
    stdio: 'inherit',
  });
}
