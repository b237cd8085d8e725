import type { SsoError } from '@nuvem/api-contract';
import { ssoEndpoints } from '@nuvem/api-contract/paths';
import type { ApiClient } from '../api/apiClient';

export type { SsoError };

/** The values of `sso_error` the API's callback sends the browser to /login with (api-contract sso.ts). */
export const SSO_ERRORS = [
  'denied',
  'unknown_user',
  'expired',
  'failed',
  'unavailable',
] as const satisfies readonly SsoError[];

// Fails to compile when the contract gains a value this list (and the messages keyed on it) lacks.
const everySsoError: [Exclude<SsoError, (typeof SSO_ERRORS)[number]>] extends [never] ? true : false = true;
void everySsoError;

/**
 * The `sso_error` of /login as one of SSO_ERRORS: none without a value, 'failed' for a value this portal
 * does not know (a newer API), so the user still learns that single sign-on did not work.
 */
export function ssoErrorOf(value: string | null | undefined): SsoError | undefined {
  if (!value) return undefined;
  return SSO_ERRORS.find((known) => known === value) ?? 'failed';
}

/**
 * Where the browser goes to sign in with single sign-on (GET /session/sso/authorize, a full page load):
 * the API sends it on to the issuer and, once signed in, back to the portal's /authorize with `returnTo`.
 */
export function ssoAuthorizeUrl(client: ApiClient, returnTo: string): string {
  return `${client.url(ssoEndpoints.authorize.path)}?${new URLSearchParams({ return_to: returnTo })}`;
}
