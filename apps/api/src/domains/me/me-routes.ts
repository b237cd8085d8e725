import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf, userEndpoints, UserInfoSchema } from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { meOf } from './me-service';
import type { UserProfiles } from './user-profiles';
import { noStore } from '../../http/no-store';
import { bearerAuth, errorResponses } from '../../http/schemas';

export const meRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  profiles: UserProfiles;
  tokenSecret: string;
}> = async (app, { db, profiles, tokenSecret }) => {
  app.get(
    routeOf(userEndpoints.me),
    {
      onRequest: [noStore, app.authenticate],
      schema: {
        summary: 'The signed-in user, their environments and features',
        description:
          'While the sign-in impersonates a user (POST /impersonation), this is that user, with `impersonation` ' +
          'saying who impersonates them and until when.',
        tags: ['user'],
        security: bearerAuth,
        response: { 200: UserInfoSchema, ...errorResponses },
      },
    },
    async (request) => meOf(db, profiles, request.principal(), tokenSecret),
  );
};
