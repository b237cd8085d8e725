// Pipelines: the right sidebar's 'Últimas Ações Executadas' and 'Todas as ações'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  PipelineActionsSchema,
  pipelineEndpoints,
  PipelinesQuerySchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { listAllPipelines, listEnvironmentPipelines } from './pipelines-service';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';

export const pipelineRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(pipelineEndpoints.ofEnvironment),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "An environment's latest actions (needs list_pipelines)",
        tags: ['pipelines'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: PipelinesQuerySchema,
        response: { 200: PipelineActionsSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      listEnvironmentPipelines(db, request.principal(), request.params.cloudId, request.query),
  );

  app.get(
    routeOf(pipelineEndpoints.all),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The latest actions of every environment the user may see (needs list_pipelines_admin)',
        tags: ['pipelines'],
        security: bearerAuth,
        querystring: PipelinesQuerySchema,
        response: { 200: PipelineActionsSchema, ...featureErrorResponses },
      },
    },
    async (request) => listAllPipelines(db, request.principal(), request.query),
  );
};
