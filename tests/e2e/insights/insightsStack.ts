import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { freePort, startApiProcess, waitForApi, type ApiProcess } from '../apiProcess';

/**
 * The whole portal as a newcomer runs it: the API (fresh PGlite, demo data), the portal's production build
 * and the analytics app's, each on its own origin and each passing /api on to the API, as `npm start`
 * does. The API names the analytics origin in its embed URLs and lets the portal's origin embed it. The
 * builds go to folders of their own, so suites that build the same apps can run beside this one.
 */
export interface InsightsStack {
  api: ApiProcess;
  portalUrl: string;
  frameUrl: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../../..');

/** Where e2eSetup.ts keeps the production builds of this run (a folder per app). */
export const BUILDS_ENV = 'NUVEM_E2E_BUILDS';

/**
 * A production build of one app in `outDir` (benchmarks build their own stacks with it too): a copy of the
 * run's build when the test runner made one (e2eSetup.ts), else built here.
 */
export function buildApp(app: 'portal' | 'analytics', outDir: string): void {
  const built = process.env[BUILDS_ENV] && path.join(process.env[BUILDS_ENV], app);
  if (built && existsSync(built)) cpSync(built, outDir, { recursive: true });
  else buildAppInto(app, outDir);
}

/** Builds one app for production into `outDir`. */
export function buildAppInto(app: 'portal' | 'analytics', outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(root, 'apps', app),
    // What a user gets: React's production build (the test runner sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

/** The API's extra environment, or a function of the stack's origins that gives it (single sign-on needs them). */
export type StackApiEnv =
  | Record<string, string>
  | ((origins: { apiUrl: string; portalUrl: string }) => Promise<Record<string, string>>);

export async function startInsightsStack(apiEnv: StackApiEnv = {}): Promise<InsightsStack> {
  const dist = mkdtempSync(path.join(tmpdir(), 'nuvem-insights-'));
  const apiUrl = `http://127.0.0.1:${await freePort()}`;
  const portal = await serveStatic(path.join(dist, 'portal'), { spa: true, proxy: { '/api': apiUrl } });
  const frame = await serveStatic(path.join(dist, 'analytics'), { spa: true, proxy: { '/api': apiUrl } });
  const extraEnv = typeof apiEnv === 'function' ? await apiEnv({ apiUrl, portalUrl: portal.url }) : apiEnv;
  const api = await startApiProcess({
    port: Number(new URL(apiUrl).port),
    env: {
      PORTAL_URL: portal.url,
      CORS_ORIGINS: portal.url,
      EMBED_ORIGINS: portal.url,
      ANALYTICS_URL: frame.url,
      ...extraEnv,
    },
  });
  const stop = async () => {
    await portal.close();
    await frame.close();
    await api.stop();
    rmSync(dist, { recursive: true, force: true });
  };
  try {
    // The builds run while the API creates its database.
    buildApp('portal', path.join(dist, 'portal'));
    buildApp('analytics', path.join(dist, 'analytics'));
    await waitForApi(api, 180_000);
    return { api, portalUrl: portal.url, frameUrl: frame.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
