// Every setting the web server reads from the environment, in one place. The origins (PORTAL_URL, CORS_ORIGINS,
// ANALYTICS_URL, EMBED_ORIGINS) are read as the API reads them: one function decides them and their defaults.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  deploymentOrigins,
  httpUrlSetting,
  type DeploymentOrigins,
  type SettingsEnv,
} from '@nuvem/api-contract/deployment-origins';

export type SiteName = 'portal' | 'analytics' | 'storybook';

export interface SiteSettings {
  port: number;
  /** The site's build folder. */
  root: string;
}

export interface WebSettings {
  host: string;
  /** Where /api is passed on to (the API, or a load balancer in front of its instances). */
  apiProxyTarget: string;
  /** The API's origin when the portal was built to call it there (VITE_API_URL) rather than through /api. */
  directApiOrigin: string | undefined;
  origins: DeploymentOrigins;
  /** The sites served, each on its port; a site whose port is 'off' is not. */
  sites: Partial<Record<SiteName, SiteSettings>>;
  logLevel: string;
}

/** This file is at the same depth in src/ and in the bundle (dist/main.js): three levels below the repository. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SITES: Record<SiteName, { port: number; build: string }> = {
  portal: { port: 4200, build: 'apps/portal/dist' },
  analytics: { port: 4300, build: 'apps/analytics/dist' },
  storybook: { port: 6006, build: 'apps/storybook/dist' },
};

function site(env: SettingsEnv, name: SiteName): SiteSettings | undefined {
  const prefix = name.toUpperCase();
  const raw = env[`${prefix}_PORT`]?.trim() || String(SITES[name].port);
  if (raw === 'off') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${prefix}_PORT must be a port number or off, got "${raw}"`);
  return { port, root: resolve(repoRoot, env[`${prefix}_DIST`] || SITES[name].build) };
}

export function loadWebSettings(env: SettingsEnv = process.env): WebSettings {
  const sites: WebSettings['sites'] = {};
  for (const name of Object.keys(SITES) as SiteName[]) {
    const settings = site(env, name);
    if (settings) sites[name] = settings;
  }
  return {
    host: env['HOST'] || '127.0.0.1',
    apiProxyTarget: httpUrlSetting(env, 'API_PROXY_TARGET', 'http://127.0.0.1:3333').origin,
    directApiOrigin: env['VITE_API_URL'] ? httpUrlSetting(env, 'VITE_API_URL', '').origin : undefined,
    origins: deploymentOrigins(env),
    sites,
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
