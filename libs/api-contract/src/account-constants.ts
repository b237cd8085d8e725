// The account's rules and pages without the schemas ('@nuvem/api-contract/paths'): the portal's pages and the
// API read the same values.

/** The password rules, one place for the API and the portal's forms: a reset, an invitation, a change. */
export const passwordMinLength = 10;
export const passwordMaxLength = 128;

/** How long a link stays good: a password reset one hour, an invitation 72 hours. */
export const accountLinkTtlSeconds = { password_reset: 60 * 60, invite: 72 * 60 * 60 } as const;
export type AccountLinkPurpose = keyof typeof accountLinkTtlSeconds;

/** The portal page a link opens; the token goes in the fragment, which no server and no Referer ever sees. */
export const setPasswordPagePath = '/authentication/reset';
/** The page where a password reset is asked for (the login page's 'Esqueci minha senha'). */
export const passwordRecoveryPagePath = '/authentication/recover';
