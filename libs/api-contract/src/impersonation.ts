// Impersonate users (portal spec §2.7): provider staff holding impersonate_users see the portal as another
// user, read-only, for at most maxImpersonationMinutes. See docs in the OpenAPI descriptions of each route.
import { Type, type Static } from 'typebox';
export { impersonationEndpoints } from './endpoints';

import { maxImpersonationCandidates, minImpersonationQueryLength } from './support-constants';

const Timestamp = Type.String({ format: 'date-time' });

export const ImpersonationPersonSchema = Type.Object({
  fullName: Type.String(),
  email: Type.String(),
});
export type ImpersonationPerson = Static<typeof ImpersonationPersonSchema>;

/**
 * Who is impersonating whom, since when and until when. GET /me carries it while the sign-in impersonates:
 * the rest of /me then describes `user`, not `staff`.
 */
export const ImpersonationSchema = Type.Object({
  staff: ImpersonationPersonSchema,
  user: ImpersonationPersonSchema,
  started_at: Timestamp,
  expires_at: Timestamp,
});
export type Impersonation = Static<typeof ImpersonationSchema>;

export const ImpersonationCandidatesQuerySchema = Type.Object(
  {
    q: Type.String({
      minLength: minImpersonationQueryLength,
      maxLength: 100,
      description: 'Part of the name or e-mail (case-insensitive).',
    }),
  },
  { additionalProperties: false },
);
export type ImpersonationCandidatesQuery = Static<typeof ImpersonationCandidatesQuerySchema>;

export const ImpersonationCandidateSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fullName: Type.String(),
  email: Type.String(),
});
export type ImpersonationCandidate = Static<typeof ImpersonationCandidateSchema>;

export const ImpersonationCandidatesSchema = Type.Object({
  users: Type.Array(ImpersonationCandidateSchema, {
    description: `At most ${maxImpersonationCandidates}, those whose name or e-mail starts with q first.`,
  }),
});
export type ImpersonationCandidates = Static<typeof ImpersonationCandidatesSchema>;

export const StartImpersonationBodySchema = Type.Object(
  { user_id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type StartImpersonationBody = Static<typeof StartImpersonationBodySchema>;
