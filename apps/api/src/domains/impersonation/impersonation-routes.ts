import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ImpersonationCandidatesQuerySchema,
  ImpersonationCandidatesSchema,
  impersonationEndpoints,
  ImpersonationSchema,
  maxImpersonationMinutes,
  routeOf,
  StartImpersonationBodySchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import type { SessionService } from '../session/session-service';
import { endImpersonation, impersonationCandidates, startImpersonation } from './impersonation-service';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';

export const impersonationRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  sessions: SessionService;
}> = async (app, { db, sessions }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['impersonation'];

  app.get(
    routeOf(impersonationEndpoints.candidates),
    {
      ...common,
      schema: {
        summary: 'Users the staff member may impersonate, by part of their name or e-mail',
        description:
          'Staff holding impersonate_users (403 otherwise). Only users holding an environment the staff member ' +
          'may see; never the staff member, never a holder of impersonate_users.',
        tags,
        security: bearerAuth,
        querystring: ImpersonationCandidatesQuerySchema,
        response: { 200: ImpersonationCandidatesSchema, ...featureErrorResponses },
      },
    },
    async (request) => impersonationCandidates(db, request.principal(), request.query.q),
  );

  app.post(
    routeOf(impersonationEndpoints.start),
    {
      ...common,
      schema: {
        summary: 'Start impersonating a user',
        description:
          'From now on every request of this sign-in answers as the user (GET /me adds `impersonation`), ' +
          'read-only: writes answer 403 impersonation_read_only, except DELETE /impersonation and sign-out. ' +
          `It ends on DELETE /impersonation, on sign-out, or ${maxImpersonationMinutes} minutes after it started. ` +
          '404 user_not_found for a user the staff member may not see; 403 impersonation_not_allowed for ' +
          'themselves or another holder of impersonate_users. Audited.',
        tags,
        security: bearerAuth,
        body: StartImpersonationBodySchema,
        response: { 201: ImpersonationSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request, reply) => {
      const principal = request.principal();
      try {
        return reply.code(201).send(await startImpersonation(db, principal, request.body.user_id));
      } finally {
        sessions.changed(principal.sessionId);
      }
    },
  );

  app.delete(
    routeOf(impersonationEndpoints.stop),
    {
      ...common,
      schema: {
        summary: 'Stop impersonating',
        description: '204 whether or not this sign-in was impersonating. Audited when it was.',
        tags,
        security: bearerAuth,
        response: { 204: Type.Null(), ...featureErrorResponses },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.principal();
      await endImpersonation(db, sessionId, 'stop');
      sessions.changed(sessionId);
      return reply.code(204).send(null);
    },
  );
};
