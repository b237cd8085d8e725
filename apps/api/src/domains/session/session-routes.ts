import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RefreshAnswerSchema,
  RefreshBodySchema,
  RefreshHeadersSchema,
  routeOf,
  sessionEndpoints,
  SignInBodySchema,
  TokenPairSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { RateLimit } from '../../config';
import type { Database } from '../../db/database';
import { meOf } from '../me/me-service';
import type { UserProfiles } from '../me/user-profiles';
import type { SessionService } from './session-service';
import { noStore } from '../../http/no-store';
import { perIpLimit } from '../../http/rate-limits';
import { bearerAuth, errorResponses } from '../../http/schemas';

interface Options {
  sessions: SessionService;
  rateLimit: RateLimit;
  /** For the refresh that carries GET /me's answer (include_me). */
  db: Database;
  profiles: UserProfiles;
  tokenSecret: string;
}

export const sessionRoutes: FastifyPluginAsyncTypebox<Options> = async (
  app,
  { sessions, rateLimit, db, profiles, tokenSecret },
) => {
  // Sign-in attempts per client IP, kept in the database (plugins/rate-limit-store.ts). Refreshes have limits
  // of their own, per sign-in (SessionService.refresh), and never count here.
  const limited = { rateLimit: perIpLimit(rateLimit) };

  app.post(
    routeOf(sessionEndpoints.signIn),
    {
      onRequest: noStore,
      config: limited,
      schema: {
        summary: 'Sign in with email and password',
        tags: ['session'],
        body: SignInBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses },
      },
    },
    async (request) =>
      sessions.signIn(request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.post(
    routeOf(sessionEndpoints.refresh),
    {
      onRequest: noStore,
      schema: {
        summary: 'Exchange a refresh token for a new token pair (rotation)',
        description:
          'The refresh token is single use. An unknown, expired or revoked token answers 400 invalid_grant; ' +
          'presenting an already used token also revokes every token of that sign-in, unless the refresh that ' +
          'used it is sent again with its Idempotency-Key (see the header). With `include_me` the ' +
          "answer also carries GET /me's (`me`), as the new access token sees it. Refreshes are limited per " +
          'sign-in (AUTH_REFRESH_RATE_LIMIT_*, 30 a minute), not per address, and do not count against the ' +
          'sign-in limit; failed refreshes are limited per address (AUTH_REFRESH_FAILURE_RATE_LIMIT_*). Past ' +
          'either, 429 too_many_requests with Retry-After (error_vars: the seconds), and the refresh token ' +
          'presented stays good.',
        tags: ['session'],
        body: RefreshBodySchema,
        headers: RefreshHeadersSchema,
        response: { 200: RefreshAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const pair = await sessions.refresh(
        request.body.refresh_token,
        request.ip,
        request.headers['idempotency-key'],
        request.headers['user-agent'],
      );
      if (!request.body.include_me) return pair;
      // The principal the new token opens, exactly as GET /me with it would see it (impersonation included).
      // The old refresh token is spent: whatever happens, the new pair must reach the client, which asks
      // GET /me itself when `me` is missing (and meets there whatever error stopped it here).
      try {
        const principal = await sessions.authenticate(`Bearer ${pair.access_token}`);
        return { ...pair, me: await meOf(db, profiles, principal, tokenSecret) };
      } catch (error) {
        request.log.warn({ err: error }, 'refresh: the pair is sent without me');
        return pair;
      }
    },
  );

  app.delete(
    routeOf(sessionEndpoints.signOut),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: revokes this sign-in and all its tokens',
        description:
          'Its refresh and access tokens stop working, and so do the embed tokens it got (401 ' +
          'embed_token_expired from then on, on every API instance).',
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
