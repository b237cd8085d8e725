import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  favoriteEnvironmentEndpoints,
  FavoriteEnvironmentListSchema,
  FavoriteEnvironmentSchema,
  routeOf,
  SaveFavoriteEnvironmentSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { listFavorites, removeFavorite, saveFavorite } from './favorite-environments-service';
import { bearerAuth, errorResponses, errorResponsesWith404 } from '../../http/schemas';

export const favoriteRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['favorites'];

  app.get(
    routeOf(favoriteEnvironmentEndpoints.list),
    {
      ...common,
      schema: {
        summary: "The user's favorite environments",
        tags,
        security: bearerAuth,
        response: { 200: FavoriteEnvironmentListSchema, ...errorResponses },
      },
    },
    async (request) => listFavorites(db, request.principal()),
  );

  app.post(
    routeOf(favoriteEnvironmentEndpoints.save),
    {
      ...common,
      schema: {
        summary: 'Star an environment',
        description:
          "201 with the new favorite; 200 when it already was one. The email must be the user's own " +
          '(favorite_email_mismatch), the cloud_id an environment they may see (favorite_environment_unknown), ' +
          'and t_code and federal_id those of that environment (favorite_environment_mismatch, naming the field): ' +
          'otherwise 400 and nothing is saved.',
        tags,
        security: bearerAuth,
        body: SaveFavoriteEnvironmentSchema,
        response: { 200: FavoriteEnvironmentSchema, 201: FavoriteEnvironmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await saveFavorite(db, request.principal(), request.body);
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    routeOf(favoriteEnvironmentEndpoints.remove),
    {
      ...common,
      schema: {
        summary: 'Unstar an environment',
        description: '404 favorite_not_found when it was not a favorite of this user.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 204: Type.Null(), ...errorResponsesWith404 },
      },
    },
    async (request, reply) => {
      await removeFavorite(db, request.principal(), request.params.cloudId);
      return reply.code(204).send(null);
    },
  );
};
