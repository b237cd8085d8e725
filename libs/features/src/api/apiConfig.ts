/**
 * Where the API lives and which keys go with it (portal spec §7). Nothing here is read from the
 * environment: the app builds it (the portal from VITE_API_URL) and hands it to createApiClient.
 */
export interface ApiConfig {
  /** Prefix of every call: '' for the page's own origin (a dev-server or reverse proxy in front of the API). */
  baseUrl: string;
  /** X-Api-Key for calls whose URL matches an entry; the first match wins. */
  apiKeys?: readonly ApiKeyRule[];
  /** X-Api-Key for every other call. Without it (and no match) the header is not sent. */
  defaultApiKey?: string;
  /**
   * The address named by the 'backend unreachable' message (spec §8). Defaults to the host of `baseUrl`,
   * or the page's own host when calls are same-origin.
   */
  backendHost?: string;
}

/** A per-URL key: a string matches URLs that start with it, a RegExp is tested on the whole URL. */
export interface ApiKeyRule {
  url: string | RegExp;
  key: string;
}
