// The sales tree (issue 32): sales history and project agents, for staff holding sales_tree.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ProjectAgentCustomerParamsSchema,
  ProjectAgentListSchema,
  ProjectAgentSchema,
  routeOf,
  salesEndpoints,
  SalesHistoryQuerySchema,
  SalesHistorySchema,
  salesTreeFeature,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import { readProjectAgents, readSalesHistory, salesHistoryLimit, setAssignment } from './sales-service';

const tags = ['sales'];
const assignment =
  `Needs ${salesTreeFeature}. Before and after are audited when it changes something; sent again it changes ` +
  'nothing. 404 project_agent_not_found, sales_customer_not_found.';

export const salesRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;

  app.get(
    routeOf(salesEndpoints.history),
    {
      ...common,
      schema: {
        summary: `Every purchase across customers (needs ${salesTreeFeature})`,
        description:
          `Newest first, at most ${salesHistoryLimit}, filtered by customer (t_code), source and period ` +
          '(ordered between from and to, UTC days); with the count and total in integer centavos of all that match.',
        tags,
        security: bearerAuth,
        querystring: SalesHistoryQuerySchema,
        response: { 200: SalesHistorySchema, ...featureErrorResponses },
      },
    },
    async (request) => readSalesHistory(db, request.principal(), request.query),
  );

  app.get(
    routeOf(salesEndpoints.projectAgents),
    {
      ...common,
      schema: {
        summary: `The provider's project and sales agents and their customers (needs ${salesTreeFeature})`,
        tags,
        security: bearerAuth,
        response: { 200: ProjectAgentListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readProjectAgents(db, request.principal()),
  );

  app.put(
    routeOf(salesEndpoints.assign),
    {
      ...common,
      schema: {
        summary: 'Assign a customer to a project agent',
        description: `Audited as project_agent.assign. ${assignment}`,
        tags,
        security: bearerAuth,
        params: ProjectAgentCustomerParamsSchema,
        response: { 200: ProjectAgentSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      setAssignment(db, request.principal(), request.params.agentId, request.params.tCode, true),
  );

  app.delete(
    routeOf(salesEndpoints.unassign),
    {
      ...common,
      schema: {
        summary: "Remove a customer from a project agent's list",
        description: `Audited as project_agent.unassign. ${assignment}`,
        tags,
        security: bearerAuth,
        params: ProjectAgentCustomerParamsSchema,
        response: { 200: ProjectAgentSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      setAssignment(db, request.principal(), request.params.agentId, request.params.tCode, false),
  );
};
