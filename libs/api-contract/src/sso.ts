// Single sign-on with the OpenID Connect issuer the API is configured with (authorization code + PKCE).
//
// The browser flow:
// 1. The login page asks `status` whether to show the button, and what it says.
// 2. The button navigates (a full page load, not fetch) to `authorize?return_to=/path`; the API redirects to
//    the issuer, which signs the user in and sends the browser back to the API's `callback`.
// 3. The callback redirects to the portal: `/authorize?code=…&return_to=…` on success, or
//    `/login?sso_error=…` (one of ssoErrors) on failure.
// 4. The portal's /authorize page posts the one-time code to `exchange` and receives the usual TokenPair.
//    Tokens never travel in a URL; the code is single use and lives 60 seconds.
import { Type, type Static } from 'typebox';
export { ssoEndpoints } from './endpoints';

/** The values of `sso_error` on the portal's /login page after a failed single sign-on. */
export const ssoErrors = [
  /** The user refused, or the issuer answered with an error. */
  'denied',
  /** The issuer signed the user in, but no portal user has that identity or a verified email of theirs. */
  'unknown_user',
  /** The sign-in attempt is unknown, expired (10 minutes) or was already completed: start again. */
  'expired',
  /** The issuer's answer could not be verified (code exchange or ID token checks failed). */
  'failed',
  /** The issuer could not be reached. */
  'unavailable',
] as const;
export type SsoError = (typeof ssoErrors)[number];

export const SsoStatusSchema = Type.Object({
  enabled: Type.Boolean({ description: 'Whether the login page shows the single sign-on button.' }),
  label: Type.Union([Type.String(), Type.Null()], {
    description: "The button's text, e.g. the company name; null when single sign-on is off.",
  }),
});
export type SsoStatus = Static<typeof SsoStatusSchema>;

export const SsoAuthorizeQuerySchema = Type.Object(
  {
    return_to: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2048,
        description: "A path on the portal to land on after signing in, such as '/dashboard'. Default '/'.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type SsoAuthorizeQuery = Static<typeof SsoAuthorizeQuerySchema>;

/** What the issuer appends to the callback (RFC 6749 §4.1.2, RFC 9207). Other parameters are ignored. */
export const SsoCallbackQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type SsoCallbackQuery = Static<typeof SsoCallbackQuerySchema>;

export const SsoExchangeBodySchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 512, description: 'The one-time code from /authorize.' }) },
  { additionalProperties: false },
);
export type SsoExchangeBody = Static<typeof SsoExchangeBodySchema>;
