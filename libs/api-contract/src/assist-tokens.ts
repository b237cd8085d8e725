// Support assist tokens (portal spec §1 "token generation for support", §2.7 "assist token control"): the user
// generates one for an environment and reads it to the provider's support team, who verify it.
import { Type, type Static } from 'typebox';
export { assistTokenEndpoints } from './endpoints';

const Timestamp = Type.String({ format: 'date-time' });

export const AssistTokenSchema = Type.Object({
  token: Type.String({
    description: 'Shown once: the server keeps only a hash of it and cannot answer it again.',
  }),
  expires_at: Timestamp,
});
export type AssistToken = Static<typeof AssistTokenSchema>;

export const VerifyAssistTokenBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type VerifyAssistTokenBody = Static<typeof VerifyAssistTokenBodySchema>;

export const AssistTokenVerificationSchema = Type.Object({
  user: Type.Object({ fullName: Type.String(), email: Type.String() }),
  environment: Type.Object({
    cloud_id: Type.String(),
    t_code: Type.String(),
    corporate_name: Type.String(),
  }),
  created_at: Timestamp,
  expires_at: Timestamp,
});
export type AssistTokenVerification = Static<typeof AssistTokenVerificationSchema>;
