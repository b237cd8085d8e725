// Sign-in, refresh-token rotation and logout.
import { Type, type Static } from 'typebox';
import { UserInfoSchema } from './user';
export { sessionEndpoints } from './endpoints';

export const SignInBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBodySchema>;

export const RefreshBodySchema = Type.Object(
  {
    refresh_token: Type.String({ minLength: 1, maxLength: 512 }),
    include_me: Type.Optional(
      Type.Boolean({
        description:
          "The answer also carries GET /me's, as the new access token sees it: a page resuming a stored " +
          'session (after a reload) gets its token and the user in one round trip.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBodySchema>;

/**
 * How long after a refresh the same request may be sent again and answered (its answer lost: a reload or a
 * dropped connection while it was on the wire), when it carries the same Idempotency-Key. Covers the portal's
 * retries (libs/features refreshRetry.ts: at most 4, each wait at most 30 s).
 */
export const refreshRetryWindowSeconds = 120;

export const RefreshHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      format: 'uuid',
      description:
        'A key the client makes for one refresh and sends again with every retry of it. A refresh token already ' +
        `used is taken for theft, unless it comes again within ${refreshRetryWindowSeconds} s of its use with ` +
        'the key that used it and the pair it got has not been used: then that answer was lost, and a new pair ' +
        'is issued in its place (the lost one revoked).',
    }),
  ),
});

export const TokenPairSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
  refresh_token: Type.String({ description: 'Single use: every refresh returns a new one.' }),
});
export type TokenPair = Static<typeof TokenPairSchema>;

/** POST /session/refresh's answer: the new pair, and GET /me's answer when the body asked for it. */
export const RefreshAnswerSchema = Type.Object({
  ...TokenPairSchema.properties,
  me: Type.Optional(UserInfoSchema),
});
export type RefreshAnswer = Static<typeof RefreshAnswerSchema>;
