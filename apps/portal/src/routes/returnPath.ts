/** Where a sign-in lands when it was given no page of the portal's own to return to. */
export const DEFAULT_RETURN_PATH = '/dashboard';

/**
 * `candidate` when it is a path on the portal itself, else /dashboard. A path must start with '/' and not
 * with '//' or '/\' (which browsers read as another host); control characters are refused too, since
 * browsers drop tabs and line breaks from URLs ('/\t/evil.example' would become '//evil.example').
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return DEFAULT_RETURN_PATH;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return DEFAULT_RETURN_PATH;
  return candidate;
}

/** Where the login page sends the user once signed in: the guarded page they were turned away from. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * The page a login guard came from (router state `{ from }`), when it is one of the portal's own and not
 * a sign-in page itself; else /dashboard.
 */
export function returnPathOf(state: unknown): string {
  const from = safeReturnPath((state as LoginRedirectState | null)?.from);
  return /^\/(login|authentication|authorize|logout)(?=$|[/?#])/.test(from) ? DEFAULT_RETURN_PATH : from;
}
