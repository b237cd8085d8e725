import type { ApiConfig } from '@nuvem/features';

export interface PortalEnv {
  VITE_API_URL?: string;
  VITE_API_KEY?: string;
  VITE_API_KEYS?: string;
  VITE_API_PROXY_TARGET?: string;
}

/**
 * The API client's settings from the build's environment. Without VITE_API_URL the portal calls its own
 * origin, where the dev and preview servers (or the production host) pass /api on to the API; the
 * 'backend unreachable' message then names the proxy's target.
 */
export function apiConfigFromEnv(env: PortalEnv): ApiConfig {
  const baseUrl = env.VITE_API_URL?.trim() ?? '';
  const shown = baseUrl || env.VITE_API_PROXY_TARGET;
  return {
    baseUrl,
    defaultApiKey: env.VITE_API_KEY || undefined,
    apiKeys: apiKeysOf(env.VITE_API_KEYS),
    backendHost: shown ? new URL(shown).host : undefined,
  };
}

function apiKeysOf(json: string | undefined): ApiConfig['apiKeys'] {
  if (!json?.trim()) return [];
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('VITE_API_KEYS must be a JSON object of URL prefix to key');
  return Object.entries(parsed).map(([url, key]) => {
    if (typeof key !== 'string') throw new Error(`VITE_API_KEYS: the key for ${url} is not a string`);
    return { url, key };
  });
}
