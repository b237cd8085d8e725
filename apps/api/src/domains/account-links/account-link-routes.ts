// Public routes of the one-time links (portal spec §5.5): ask for a password reset, set a password with a
// link's token. Both limited per client address as the sign-in is.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountLinkEndpoints,
  PasswordResetRequestSchema,
  PasswordSetSchema,
  routeOf,
  SetPasswordBodySchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { PasswordHashingConfig, RateLimit } from '../../config';
import type { Database } from '../../db/database';
import { noStore } from '../../http/no-store';
import { perIpLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import type { SessionService } from '../session/session-service';
import { setPasswordWithLink } from './account-link-service';
import type { PasswordRecovery } from './password-recovery-service';

interface Options {
  db: Database;
  recovery: PasswordRecovery;
  sessions: SessionService;
  hashing: PasswordHashingConfig;
  rateLimit: RateLimit;
}

export const accountLinkRoutes: FastifyPluginAsyncTypebox<Options> = async (
  app,
  { db, recovery, sessions, hashing, rateLimit },
) => {
  const limited = { rateLimit: perIpLimit(rateLimit) };
  const tags = ['session'];

  app.post(
    routeOf(accountLinkEndpoints.requestPasswordReset),
    {
      onRequest: noStore,
      config: limited,
      schema: {
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Always 202, whether the e-mail has an account or not (nobody learns which addresses are registered). ' +
          'For an account, a link valid for 1 hour and once is mailed in its language; a few per account in ' +
          'each window (PASSWORD_RESET_RATE_LIMIT_*), more are silently not sent. Limited per client address as ' +
          'the sign-in (429).',
        tags,
        body: PasswordResetRequestSchema,
        response: { 202: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recovery.request(request.body.email);
      return reply.code(202).send(null);
    },
  );

  app.post(
    routeOf(accountLinkEndpoints.setPassword),
    {
      onRequest: noStore,
      config: limited,
      schema: {
        summary: "Set a password with a reset or invitation link's token",
        description:
          'Spends the link (once): the password is set, an invited user becomes active, every sign-in of the ' +
          'user ends, and it is audited (password.reset). Answers the e-mail to sign in with. A link already ' +
          'used answers 400 account_link_used, one past its time 400 account_link_expired, any other token 400 ' +
          'account_link_invalid.',
        tags,
        body: SetPasswordBodySchema,
        response: { 200: PasswordSetSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, endedSignIns } = await setPasswordWithLink(
        db,
        hashing,
        request.body.token,
        request.body.password,
      );
      for (const signIn of endedSignIns) sessions.changed(signIn);
      return { email };
    },
  );
};
