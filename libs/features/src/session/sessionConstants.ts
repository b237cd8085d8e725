/**
 * Where the refresh token is kept. localStorage rather than memory, so that a reload (and a new tab) keeps
 * the session: the access token stays in memory only and is refreshed from this on start. It is removed on
 * logout (and when the API refuses it), so a signed-out browser keeps nothing usable.
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'nuvem-refresh-token';

/**
 * Why this tab's session ended, for the login page to say once (issue 29: users were signed out without a
 * word). sessionStorage: it survives the reload that logout does (spec §4) and stays with the tab it
 * happened in.
 */
export const SIGN_OUT_REASON_STORAGE_KEY = 'nuvem-sign-out-reason';
