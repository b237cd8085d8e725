// '@nuvem/api-contract/deployment-origins': where a deployment's parts are, read from the environment in one
// place for the API (apps/api config: CORS, embed URLs, the frame's allowed parents) and the web server
// (apps/web: the frame's frame-ancestors, the portal's frame-src), so both always agree, defaults included.

/** The environment as a process sees it. */
export type SettingsEnv = Record<string, string | undefined>;

export interface DeploymentOrigins {
  /** PORTAL_URL, the portal's address, without a trailing slash. */
  portalUrl: string;
  /** CORS_ORIGINS: browser origins allowed to call the API directly. */
  corsOrigins: string[];
  /** ANALYTICS_URL, where embed URLs point (the analytics frame's site), without a trailing slash. */
  analyticsUrl: string;
  /** EMBED_ORIGINS: the origins allowed to embed the frame; by default the portal's and CORS_ORIGINS. */
  embedOrigins: string[];
}

/** A comma-separated setting; `fallback` when unset or blank. */
export function listSetting(env: SettingsEnv, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** An absolute http(s) URL setting; `fallback` when unset or empty. */
export function httpUrlSetting(env: SettingsEnv, name: string, fallback: string): URL {
  const raw = env[name] || fallback;
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:')
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return parsed;
}

/** scheme://host[:port] of an http(s) origin, as a browser reports it (no path, no trailing slash). */
function originOf(name: string, raw: string): string {
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (
    (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') ||
    parsed.origin !== raw.replace(/\/$/, '')
  )
    throw new Error(`${name} must list origins (scheme://host[:port]), got "${raw}"`);
  return parsed.origin;
}

const withoutTrailingSlash = (url: URL) => url.href.replace(/\/$/, '');

export function deploymentOrigins(env: SettingsEnv): DeploymentOrigins {
  const corsOrigins = listSetting(env, 'CORS_ORIGINS', ['http://127.0.0.1:4200', 'http://localhost:4200']);
  const portalUrl = withoutTrailingSlash(httpUrlSetting(env, 'PORTAL_URL', 'http://127.0.0.1:4200'));
  const embedOrigins = listSetting(env, 'EMBED_ORIGINS', []).map((origin) =>
    originOf('EMBED_ORIGINS', origin),
  );
  return {
    portalUrl,
    corsOrigins,
    analyticsUrl: withoutTrailingSlash(httpUrlSetting(env, 'ANALYTICS_URL', 'http://127.0.0.1:4300')),
    // By default the portal and the browser origins the API already trusts may embed.
    embedOrigins: embedOrigins.length
      ? embedOrigins
      : [...new Set([new URL(portalUrl).origin, ...corsOrigins])],
  };
}
