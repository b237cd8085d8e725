// The user's own account: password recovery and one-time links (portal spec §5.5), and the profile (/user):
// name, phone, language, password and sign-ins.
import { Type, type Static } from 'typebox';
import { passwordMaxLength, passwordMinLength } from './account-constants';
export { accountLinkEndpoints, profileEndpoints } from './endpoints';
export * from './account-constants';

/** The password rules (account-constants.ts), for a reset, an invitation and a change alike. */
export const NewPasswordSchema = Type.String({
  minLength: passwordMinLength,
  maxLength: passwordMaxLength,
  description: `At least ${passwordMinLength} characters.`,
});

export const PasswordResetRequestSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

export const AccountLinkTokenSchema = Type.String({
  minLength: 20,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
});

export const SetPasswordBodySchema = Type.Object(
  { token: AccountLinkTokenSchema, password: NewPasswordSchema },
  { additionalProperties: false },
);
export type SetPasswordBody = Static<typeof SetPasswordBodySchema>;

/** The set-password form's values: the new password typed twice (the second stays in the portal). */
export const SetPasswordFormSchema = Type.Object(
  { password: NewPasswordSchema, confirmation: Type.String({ maxLength: passwordMaxLength }) },
  { additionalProperties: false },
);
export type SetPasswordForm = Static<typeof SetPasswordFormSchema>;

/** Whom the link was for: the portal signs them in with the new password. */
export const PasswordSetSchema = Type.Object({ email: Type.String() });
export type PasswordSet = Static<typeof PasswordSetSchema>;

export const profileLanguages = ['pt-BR', 'en', 'es'] as const;
export type ProfileLanguage = (typeof profileLanguages)[number];
export const ProfileLanguageSchema = Type.Union([
  Type.Literal('pt-BR'),
  Type.Literal('en'),
  Type.Literal('es'),
]);

export const ProfilePhoneSchema = Type.String({
  minLength: 8,
  maxLength: 20,
  pattern: '^\\+?[0-9][0-9 ().-]{6,18}[0-9]$',
  description: 'Digits, spaces, ( ) . - and a leading +.',
});

export const ProfileSchema = Type.Object({
  email: Type.String(),
  full_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  language: ProfileLanguageSchema,
});
export type Profile = Static<typeof ProfileSchema>;

/** PATCH /profile: what the user may change of their own profile (the e-mail is who they are: not here). */
export const ProfileUpdateBodySchema = Type.Object(
  {
    full_name: Type.String({ minLength: 2, maxLength: 120, pattern: '\\S' }),
    phone: Type.Union([ProfilePhoneSchema, Type.Null()]),
    language: ProfileLanguageSchema,
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBodySchema>;

/**
 * PATCH /profile's body: any of the profile's fields, the others kept (the top bar's language menu sends the
 * language alone). The Perfil form sends them all, checked by ProfileUpdateBodySchema.
 */
export const ProfilePatchBodySchema = Type.Partial(ProfileUpdateBodySchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type ProfilePatchBody = Static<typeof ProfilePatchBodySchema>;

export const PasswordChangeBodySchema = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    new_password: NewPasswordSchema,
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBodySchema>;

/** The change-password form's values: the body, and the new password typed again (it stays in the portal). */
export const PasswordChangeFormSchema = Type.Object(
  { ...PasswordChangeBodySchema.properties, confirmation: Type.String({ maxLength: passwordMaxLength }) },
  { additionalProperties: false },
);
export type PasswordChangeForm = Static<typeof PasswordChangeFormSchema>;

/** The writes of the profile take an Idempotency-Key: a retry answers what the first did. */
export const ProfileWriteHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    format: 'uuid',
    description: 'Required: a retried request with the same key answers what the first one did.',
  }),
});

export const SignInSchema = Type.Object({
  id: Type.String({ description: 'The sign-in (refresh-token family).' }),
  user_agent: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  started_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.String({ format: 'date-time', description: 'Its last token refresh.' }),
  current: Type.Boolean({ description: 'The sign-in making this request.' }),
});
export type SignIn = Static<typeof SignInSchema>;

export const SignInListSchema = Type.Object({ items: Type.Array(SignInSchema) });
export type SignInList = Static<typeof SignInListSchema>;

export const SignInParamsSchema = Type.Object({ signInId: Type.String({ format: 'uuid' }) });

export const SignInsEndedSchema = Type.Object({ ended: Type.Integer() });
export type SignInsEnded = Static<typeof SignInsEndedSchema>;
