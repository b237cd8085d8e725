import type { ApiConfig } from './apiConfig';

/** The X-Api-Key for a request URL (spec §7): the first matching per-URL key, else the default, else none. */
export function apiKeyFor(
  url: string,
  config: Pick<ApiConfig, 'apiKeys' | 'defaultApiKey'>,
): string | undefined {
  const rule = config.apiKeys?.find(({ url: match }) =>
    typeof match === 'string' ? url.startsWith(match) : match.test(url),
  );
  return rule?.key ?? config.defaultApiKey;
}
