import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf, userEndpoints, UserInfoSchema } from '@nuvem/api-contract';
import type { Database } from '../db/database';
import { getUserInfo } from '../services/me-service';
import { bearerAuth, errorResponses } from './schemas';

export const meRoutes: FastifyPluginAsyncTypebox<{ db: Database; tokenSecret: string }> = async (
  app,
  { db, tokenSecret },
) => {
  app.get(
    routeOf(userEndpoints.me),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The signed-in user, their environments and features',
        tags: ['user'],
        security: bearerAuth,
        response: { 200: UserInfoSchema, ...errorResponses },
      },
    },
    async (request) => getUserInfo(db, request.principal().userId, tokenSecret),
  );
};
