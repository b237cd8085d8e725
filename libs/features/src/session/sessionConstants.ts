/**
 * Where the refresh token is kept. localStorage rather than memory, so that a reload (and a new tab) keeps
 * the session: the access token stays in memory only and is refreshed from this on start. It is removed on
 * logout (and when the API refuses it), so a signed-out browser keeps nothing usable.
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'nuvem-refresh-token';

/**
 * The Idempotency-Key of the refresh of the stored refresh token, kept beside it until the refresh is answered:
 * a refresh whose answer was lost (a reload while it was on the wire, a dropped connection) is sent again with
 * the same key, and the API answers it rather than taking the spent token for a thief's (issue 29).
 */
export const REFRESH_KEY_STORAGE_KEY = 'nuvem-refresh-key';

/**
 * Why this tab's session ended, for the login page to say once (issue 29: users were signed out without a
 * word). sessionStorage: it survives the reload that logout does (spec §4) and stays with the tab it
 * happened in.
 */
export const SIGN_OUT_REASON_STORAGE_KEY = 'nuvem-sign-out-reason';

/**
 * Set by a tab that is signing out, before it asks the API to end the sign-in, and removed once it has: another
 * tab whose next call the API then refuses knows the sign-in ended there, not by expiry. Older than
 * SIGNING_OUT_MARK_MS it is stale (a tab closed mid-sign-out) and says nothing.
 */
export const SIGNING_OUT_STORAGE_KEY = 'nuvem-signing-out';
export const SIGNING_OUT_MARK_MS = 30_000;
