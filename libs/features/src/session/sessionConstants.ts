/**
 * Where the refresh token is kept. localStorage rather than memory, so that a reload (and a new tab) keeps
 * the session: the access token stays in memory only and is refreshed from this on start. It is removed on
 * logout (and when the API refuses it), so a signed-out browser keeps nothing usable.
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'nuvem-refresh-token';
