import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  dashboardEndpoints,
  DashboardEmbedSchema,
  DashboardListSchema,
  DashboardEmbedQuerySchema,
  DashboardParamsSchema,
  DashboardPermissionsSchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { DashboardsService } from './dashboards-service';
import type { EmbedTokenService } from '../analytics/embed-token-service';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';

interface Options {
  db: Database;
  config: Pick<Config, 'analyticsUrl'>;
  embedTokens: EmbedTokenService;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox<Options> = async (
  app,
  { db, config, embedTokens },
) => {
  const dashboards = new DashboardsService(db, config.analyticsUrl, embedTokens);

  app.get(
    routeOf(dashboardEndpoints.list),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The insights dashboards shared with the signed-in user',
        description: 'Needs insights_reader. Sorted by category, then name; an empty category means none.',
        tags: ['insights'],
        security: bearerAuth,
        response: { 200: DashboardListSchema, ...featureErrorResponses },
      },
    },
    async (request) => dashboards.list(request.principal()),
  );

  app.get(
    routeOf(dashboardEndpoints.permissions),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A dashboard's permission list (principals and their actions)",
        description:
          'Needs show_insights_dashboard_permission. A principal holding both UpdateDashboard and ' +
          'DeleteDashboard administers the dashboard. 404 when the dashboard is not shared with the user.',
        tags: ['insights'],
        security: bearerAuth,
        params: DashboardParamsSchema,
        response: { 200: DashboardPermissionsSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => dashboards.permissions(request.principal(), request.params.dashboardId),
  );

  app.get(
    routeOf(dashboardEndpoints.embed),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A dashboard's embed URL, with a short-lived embed token for it",
        description:
          'Needs insights_reader. The token allows view, and edit for dashboard administrators. ' +
          '404 when the dashboard is not shared with the user. With cloudId, the token’s queries answer that ' +
          'environment’s rows only (the home’s consumption card; 404 environment_not_found for one the user ' +
          'may not see).',
        tags: ['insights'],
        security: bearerAuth,
        params: DashboardParamsSchema,
        querystring: DashboardEmbedQuerySchema,
        response: { 200: DashboardEmbedSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      dashboards.embed(request.principal(), request.params.dashboardId, request.query.cloudId),
  );
};
