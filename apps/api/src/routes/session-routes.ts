import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RefreshBodySchema,
  routeOf,
  sessionEndpoints,
  SignInBodySchema,
  TokenPairSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { RateLimit } from '../config';
import type { SessionService } from '../services/session-service';
import { noStore } from './no-store';
import { perIpLimit } from './rate-limits';
import { bearerAuth, errorResponses } from './schemas';

interface Options {
  sessions: SessionService;
  rateLimit: RateLimit;
}

export const sessionRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { sessions, rateLimit }) => {
  const limited = { rateLimit: perIpLimit(rateLimit) };
  const tokens = { onRequest: noStore, config: limited };

  app.post(
    routeOf(sessionEndpoints.signIn),
    {
      ...tokens,
      schema: {
        summary: 'Sign in with email and password',
        tags: ['session'],
        body: SignInBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses },
      },
    },
    async (request) => sessions.signIn(request.body.email, request.body.password),
  );

  app.post(
    routeOf(sessionEndpoints.refresh),
    {
      ...tokens,
      schema: {
        summary: 'Exchange a refresh token for a new token pair (rotation)',
        description:
          'The refresh token is single use. An unknown, expired or revoked token answers 400 invalid_grant; ' +
          'presenting an already used token also revokes every token of that sign-in.',
        tags: ['session'],
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses },
      },
    },
    async (request) => sessions.refresh(request.body.refresh_token),
  );

  app.delete(
    routeOf(sessionEndpoints.signOut),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: revokes this sign-in and all its tokens',
        tags: ['session'],
        security: bearerAuth,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.principal());
      return reply.code(204).send(null);
    },
  );
};
