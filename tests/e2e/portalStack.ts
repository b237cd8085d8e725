import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { type ApiProcess, E2E_ANALYTICS_MONTHS, freePort, startApiProcess, waitForApi } from './apiProcess';
import { buildApp } from './insights/insightsStack';

/**
 * The portal without the analytics app: its production build on its own origin, passing /api on to the API
 * (fresh PGlite, demo data, one month of analytics history), as `npm start` serves it. For the suites whose
 * screens embed nothing.
 */
export interface PortalStack {
  api: ApiProcess;
  portalUrl: string;
  stop(): Promise<void>;
}

export async function startPortalStack(apiEnv: Record<string, string> = {}): Promise<PortalStack> {
  const dist = mkdtempSync(path.join(tmpdir(), 'nuvem-portal-'));
  const apiUrl = `http://127.0.0.1:${await freePort()}`;
  const portal = await serveStatic(dist, { spa: true, proxy: { '/api': apiUrl } });
  const api = await startApiProcess({
    port: Number(new URL(apiUrl).port),
    env: {
      PORTAL_URL: portal.url,
      CORS_ORIGINS: portal.url,
      DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
      ...apiEnv,
    },
  });
  const stop = async () => {
    await portal.close();
    await api.stop();
    rmSync(dist, { recursive: true, force: true });
  };
  try {
    // The build runs while the API creates its database.
    buildApp('portal', dist);
    await waitForApi(api, 180_000);
    return { api, portalUrl: portal.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
