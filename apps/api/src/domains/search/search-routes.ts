import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  routeOf,
  searchDefaultLimit,
  searchEndpoints,
  SearchQuerySchema,
  SearchResultSchema,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { searchTopologiesFor } from './search-service';
import { bearerAuth, errorResponses } from '../../http/schemas';

export const searchRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(searchEndpoints.topologies),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Search topologies by text',
        description:
          'Case-insensitive substring match over topology_id, cloud_id, t_code, instance_name, domain and ' +
          'public_ip, among the topologies of the environments the user may see (provider staff with ' +
          'all_resources_by_customer: all). q must be longer than 4 characters once trimmed (400 otherwise).',
        tags: ['search'],
        security: bearerAuth,
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchTopologiesFor(
        db,
        request.principal(),
        request.query.q,
        request.query.limit ?? searchDefaultLimit,
      ),
  );
};
