import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  biEndpoints,
  BiCreateTokenParamsSchema,
  BiDatasetListSchema,
  BiItemListSchema,
  BiItemParamsSchema,
  BiWorkspaceListSchema,
  BiWorkspaceParamsSchema,
  CreateTokenSchema,
  QuickCreateTokenBodySchema,
  EmbedTokenSchema,
  JwksSchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { BiService } from './bi-service';
import type { EmbedTokenService } from '../analytics/embed-token-service';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';

interface Options {
  db: Database;
  config: Pick<Config, 'analyticsUrl'>;
  embedTokens: EmbedTokenService;
}

export const biRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { db, config, embedTokens }) => {
  const bi = new BiService(db, config.analyticsUrl, embedTokens);

  app.get(
    routeOf(biEndpoints.workspaces),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The user's BI workspaces (also a connectivity check)",
        description: 'Needs show_powerbi_insights.',
        tags: ['bi'],
        security: bearerAuth,
        response: { 200: BiWorkspaceListSchema, ...featureErrorResponses },
      },
    },
    async (request) => bi.workspaces(request.principal()),
  );

  app.get(
    routeOf(biEndpoints.items),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The reports and dashboards of the user's BI workspaces",
        description: 'Needs show_powerbi_insights. Reports carry name, dashboards displayName.',
        tags: ['bi'],
        security: bearerAuth,
        response: { 200: BiItemListSchema, ...featureErrorResponses },
      },
    },
    async (request) => bi.items(request.principal()),
  );

  app.post(
    routeOf(biEndpoints.itemToken),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'A short-lived embed token for one BI item',
        description:
          'Needs show_powerbi_insights. The token allows view, and edit for members with edit access to ' +
          "the item's workspace. 404 when the item is not in one of the user's workspaces.",
        tags: ['bi'],
        security: bearerAuth,
        params: BiItemParamsSchema,
        response: { 200: EmbedTokenSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => bi.token(request.principal(), request.params.itemId),
  );

  app.get(
    routeOf(biEndpoints.workspaceDatasets),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The datasets a new report of the workspace may be built on (its reports' datasets)",
        description:
          'Needs show_powerbi_insights and edit access to the workspace (403); 404 when the user is not ' +
          'its member.',
        tags: ['bi'],
        security: bearerAuth,
        params: BiWorkspaceParamsSchema,
        response: { 200: BiDatasetListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => bi.datasets(request.principal(), request.params.workspaceId),
  );

  app.post(
    routeOf(biEndpoints.createToken),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'A short-lived create token: a new report over the dataset, saved into the workspace',
        description:
          'Needs show_powerbi_insights and edit access to the workspace (403). The dataset must be one ' +
          "the workspace's reports are built on; 404 otherwise, and when the user is not a member. The " +
          "token's only action is create; the report saved with it gets a view and edit token.",
        tags: ['bi'],
        security: bearerAuth,
        params: BiCreateTokenParamsSchema,
        response: { 200: CreateTokenSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      bi.createToken(request.principal(), request.params.workspaceId, request.params.datasetId),
  );

  app.post(
    routeOf(biEndpoints.quickCreateToken),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A short-lived quick create token: the host's data as a dataset, and a report over it",
        description:
          'Needs show_powerbi_insights and edit access to the workspace (403; 404 when not a member). The ' +
          'rows quickCreate uploads with it belong to the environment cloudId, which the user must see (404 ' +
          "environment_not_found). The token's only action is create; the report saved with it goes into the " +
          'workspace and gets a view and edit token.',
        tags: ['bi'],
        security: bearerAuth,
        params: BiWorkspaceParamsSchema,
        body: QuickCreateTokenBodySchema,
        response: { 200: CreateTokenSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      bi.quickCreateToken(request.principal(), request.params.workspaceId, request.body.cloudId),
  );

  app.get(
    routeOf(biEndpoints.jwks),
    {
      config: { withoutApiKey: true },
      schema: {
        summary: 'The public keys that verify embed tokens (JWKS)',
        description: 'Public. The analytics side verifies embed tokens (EdDSA, by kid) with these keys.',
        tags: ['bi'],
        response: { 200: JwksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return embedTokens.jwks();
    },
  );
};
