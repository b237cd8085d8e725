// The audit log of an environment, newest first, a page at a time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  auditEndpoints,
  AuditPageSchema,
  AuditQuerySchema,
  EnvironmentParamsSchema,
  iaasFeature,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import { listEnvironmentAudit } from './audit-service';

export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(auditEndpoints.ofEnvironment),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `An environment's audit log, newest first (needs ${iaasFeature})`,
        description:
          'Who did what, when, on which resource, with what it was before and after: operations asked and ' +
          "ended, DR actions, backup downloads, the user's own settings changes. `cursor` is the previous " +
          "page's next_cursor (400 invalid_cursor otherwise).",
        tags: ['audit'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listEnvironmentAudit(db, request.principal(), request.params.cloudId, request.query),
  );
};
