// Marketplace Nuvem (issue 32): the AI agents on offer, an environment's hired agents, hiring, settings and
// deactivation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  aiAgentEndpoints,
  AiAgentCatalogueSchema,
  AiAgentHireBodySchema,
  AiAgentHireListSchema,
  AiAgentHireParamsSchema,
  AiAgentHireSchema,
  aiAgentsFlag,
  AiAgentSettingsBodySchema,
  EnvironmentParamsSchema,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import { changeSettings, deactivateAgent, hireAgent, readCatalogue, readHires } from './ai-agents-service';

const refusals =
  `403 forbidden without the ${aiAgentsFlag} flag; 404 environment_not_found for an environment the user may ` +
  'not see.';
const keyed =
  'The Idempotency-Key header is required: the same key with the same request answers what the first answered; ' +
  'with another request 409 idempotency_key_reused.';
const errors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };
const tags = ['ai-agents'];

export const aiAgentRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;

  app.get(
    routeOf(aiAgentEndpoints.catalogue),
    {
      ...common,
      schema: {
        summary: `The AI agents on offer (needs ${aiAgentsFlag})`,
        description: 'Each with what it does, its products, channels, monthly price and allowance.',
        tags,
        security: bearerAuth,
        response: { 200: AiAgentCatalogueSchema, ...featureErrorResponses },
      },
    },
    async (request) => readCatalogue(db, request.principal()),
  );

  app.get(
    routeOf(aiAgentEndpoints.hired),
    {
      ...common,
      schema: {
        summary: "An environment's hired AI agents, with their use this month and settings",
        description: `Deactivated ones too (history), after the active ones. ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: AiAgentHireListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readHires(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(aiAgentEndpoints.hire),
    {
      ...common,
      schema: {
        summary: 'Hire an AI agent for the environment',
        description:
          "201 with the hire: a monthly purchase (source ai_agent) at the catalogue's price, active at once, " +
          'audited as ai_agent.hire; 200 for a retry. 404 ai_agent_not_found; 409 ai_agent_already_hired while ' +
          `it is active in the environment. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: AiAgentHireBodySchema,
        response: { 200: AiAgentHireSchema, 201: AiAgentHireSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { hire, created } = await hireAgent(
        db,
        request.principal(),
        request.params.cloudId,
        request.body.agent,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(hire);
    },
  );

  app.put(
    routeOf(aiAgentEndpoints.settings),
    {
      ...common,
      schema: {
        summary: "Change a hired agent's settings",
        description:
          'The whole settings (a PUT: sending them again changes nothing), audited as ai_agent.update with ' +
          'before and after. 400 ai_agent_channel_unsupported (error_fields /channel); 404 ' +
          `ai_agent_hire_not_found; 409 ai_agent_hire_inactive once deactivated. ${refusals}`,
        tags,
        security: bearerAuth,
        params: AiAgentHireParamsSchema,
        body: AiAgentSettingsBodySchema,
        response: { 200: AiAgentHireSchema, ...errors },
      },
    },
    async (request) =>
      changeSettings(db, request.principal(), request.params.cloudId, request.params.hireId, request.body),
  );

  app.post(
    routeOf(aiAgentEndpoints.deactivate),
    {
      ...common,
      schema: {
        summary: 'Deactivate a hired agent',
        description:
          'Its purchase is cancelled (no longer billed); the hire stays, deactivated, as history. Audited as ' +
          `ai_agent.deactivate. 404 ai_agent_hire_not_found; 409 ai_agent_hire_inactive. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: AiAgentHireParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: AiAgentHireSchema, ...errors },
      },
    },
    async (request) =>
      deactivateAgent(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.hireId,
        request.headers['idempotency-key'],
      ),
  );
};
