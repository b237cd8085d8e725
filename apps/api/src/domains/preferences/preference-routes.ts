// Preferences by namespace: one GET and one PUT per namespace (each with its own data schema), any other
// namespace answering 400, favorite dashboards starred and unstarred one at a time, and an opened insight
// moved to the front of the recent ones.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FavoriteInsightParamsSchema,
  fillPath,
  maxRecentInsights,
  preferenceBodySchema,
  preferenceDataSchemas,
  preferenceEndpoints,
  preferenceNamespaces,
  PreferenceQuerySchema,
  preferenceResponseSchemas,
  RecentInsightParamsSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import {
  addFavoriteInsight,
  getPreference,
  putPreference,
  removeFavoriteInsight,
  touchRecentInsight,
} from './preferences-service';
import { bearerAuth, errorResponses, errorResponsesWith404 } from '../../http/schemas';

const unknownNamespace = (namespace: string) =>
  new ApiError(
    400,
    'unknown_preference_namespace',
    `Unknown preference namespace ${namespace}; use one of ${preferenceNamespaces.join(', ')}.`,
    [namespace],
  );

export const preferenceRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate, schema: { tags: ['preferences'], security: bearerAuth } };
  const ccodeNote =
    'With ccode (a t_code of an environment the user may see): the preference for that customer.';

  for (const namespace of preferenceNamespaces) {
    const path = fillPath(routeOf(preferenceEndpoints.get), { namespace });
    const data = preferenceDataSchemas[namespace];
    const response = { 200: preferenceResponseSchemas[namespace], ...errorResponsesWith404 };

    app.get(
      path,
      {
        ...common,
        schema: {
          ...common.schema,
          summary: `The user's ${namespace} preference`,
          description: ccodeNote,
          querystring: PreferenceQuerySchema,
          response,
        },
      },
      async (request) => getPreference(db, request.principal(), namespace, request.query.ccode),
    );

    app.put(
      path,
      {
        ...common,
        schema: {
          ...common.schema,
          summary: `Replace the user's ${namespace} preference`,
          description: ccodeNote,
          querystring: PreferenceQuerySchema,
          body: preferenceBodySchema(data),
          response,
        },
      },
      async (request) =>
        putPreference(db, request.principal(), namespace, request.body.data, request.query.ccode),
    );
  }

  // Reached only by namespaces other than the ones above (static routes win over this parametric one).
  const unknown = {
    ...common,
    schema: {
      ...common.schema,
      summary: 'Any other namespace: 400 unknown_preference_namespace',
      params: Type.Object({ namespace: Type.String() }),
      response: errorResponses,
    },
  };
  app.get(routeOf(preferenceEndpoints.get), unknown, async (request) => {
    throw unknownNamespace(request.params.namespace);
  });
  app.put(routeOf(preferenceEndpoints.put), unknown, async (request) => {
    throw unknownNamespace(request.params.namespace);
  });

  const item = {
    ...common.schema,
    description: `${ccodeNote} One atomic change: concurrent stars and unstars never undo each other.`,
    params: FavoriteInsightParamsSchema,
    querystring: PreferenceQuerySchema,
    response: { 200: preferenceResponseSchemas.FavoriteInsights, ...errorResponsesWith404 },
  };

  app.put(
    routeOf(preferenceEndpoints.addFavoriteInsight),
    { ...common, schema: { ...item, summary: 'Star a dashboard (idempotent); answers the new list' } },
    async (request) =>
      addFavoriteInsight(db, request.principal(), request.params.dashboardId, request.query.ccode),
  );

  app.delete(
    routeOf(preferenceEndpoints.removeFavoriteInsight),
    { ...common, schema: { ...item, summary: 'Unstar a dashboard (idempotent); answers the new list' } },
    async (request) =>
      removeFavoriteInsight(db, request.principal(), request.params.dashboardId, request.query.ccode),
  );

  app.put(
    routeOf(preferenceEndpoints.touchRecentInsight),
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Mark a dashboard or BI item as opened now; answers the new list',
        description:
          `${ccodeNote} Moves the id to the front (adding it when absent) and keeps the ` +
          `${maxRecentInsights} most recent, in one atomic change: concurrent opens never undo each other.`,
        params: RecentInsightParamsSchema,
        querystring: PreferenceQuerySchema,
        response: { 200: preferenceResponseSchemas.RecentInsights, ...errorResponsesWith404 },
      },
    },
    async (request) =>
      touchRecentInsight(db, request.principal(), request.params.itemId, request.query.ccode),
  );
};
