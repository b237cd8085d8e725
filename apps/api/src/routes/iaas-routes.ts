// IaaS: an environment's resources (virtual machines, volumes, networks, public IPs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasEndpoints,
  iaasFeature,
  IaasResourceListQuerySchema,
  IaasResourceListSchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../db/database';
import { listIaasResources } from '../services/iaas-resources-service';
import { bearerAuth, featureErrorResponsesWith404 } from './schemas';

export const iaasRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(iaasEndpoints.resources),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `An environment's IaaS resources (needs ${iaasFeature})`,
        description:
          'Its virtual machines, volumes, networks and public IPs, one page at a time, filtered and sorted ' +
          '(filter, sort, page, page_size), with a summary of the whole environment. 400 validation_failed ' +
          'for a filter or sort on a field the list does not have. 403 forbidden without ' +
          `${iaasFeature}; 403 iaas_cancelling while the user's IaaS account is being cancelled (portal spec §6 ` +
          'hides the resources then). An unknown environment and one the user may not see both answer 404 ' +
          'environment_not_found.',
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: IaasResourceListQuerySchema,
        response: { 200: IaasResourceListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listIaasResources(db, request.principal(), request.params.cloudId, request.query),
  );
};
