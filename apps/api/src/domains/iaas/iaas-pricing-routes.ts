// IaaS price list and budgets (issue 30, IaaS › Calculadora; spec §4's shared-budget link opens a budget).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasFeature,
  IaasBudgetBodySchema,
  IaasBudgetHeadersSchema,
  IaasBudgetListSchema,
  IaasBudgetParamsSchema,
  IaasBudgetSchema,
  iaasPricingEndpoints,
  IaasPriceListSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import {
  createIaasBudget,
  listIaasBudgets,
  readIaasBudget,
  readIaasPriceList,
  removeIaasBudget,
  replaceIaasBudget,
} from './iaas-pricing-service';

const needs = `needs ${iaasFeature}`;
const budgetRules =
  'Lines name items of the price list of the budget’s region (400 iaas_budget_unknown_item naming the item, ' +
  '400 iaas_unknown_region); totals are computed with the prices of today.';

export const iaasPricingRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['iaas'];

  app.get(
    routeOf(iaasPricingEndpoints.priceList),
    {
      ...common,
      schema: {
        summary: `The IaaS price list (${needs})`,
        description: 'Regions, the price of every item a month in each region (centavos of R$), and images.',
        tags,
        security: bearerAuth,
        response: { 200: IaasPriceListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readIaasPriceList(db, request.principal()),
  );

  app.get(
    routeOf(iaasPricingEndpoints.budgets),
    {
      ...common,
      schema: {
        summary: `An environment's IaaS budgets (${needs})`,
        description:
          'Last changed first, at most 100. 404 environment_not_found for unknown and not-yours alike.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasBudgetListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listIaasBudgets(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(iaasPricingEndpoints.createBudget),
    {
      ...common,
      schema: {
        summary: `Save an IaaS budget (${needs})`,
        description: `201 with the budget; 200 with the same budget when the Idempotency-Key was used before by this user here (a retried save); 409 idempotency_key_reused when it was used for another request. ${budgetRules}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IaasBudgetHeadersSchema,
        body: IaasBudgetBodySchema,
        response: {
          200: IaasBudgetSchema,
          201: IaasBudgetSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { budget, created } = await createIaasBudget(
        db,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(budget);
    },
  );

  app.get(
    routeOf(iaasPricingEndpoints.budget),
    {
      ...common,
      schema: {
        summary: `One IaaS budget (${needs})`,
        description:
          'What the shared-budget link opens. 404 iaas_budget_not_found when the environment has none such.',
        tags,
        security: bearerAuth,
        params: IaasBudgetParamsSchema,
        response: { 200: IaasBudgetSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      readIaasBudget(db, request.principal(), request.params.cloudId, request.params.budgetId),
  );

  app.put(
    routeOf(iaasPricingEndpoints.updateBudget),
    {
      ...common,
      schema: {
        summary: `Change an IaaS budget (${needs})`,
        description: `Replaces its name, region and lines (the same request again changes nothing more; with the same Idempotency-Key it answers the first change). ${budgetRules}`,
        tags,
        security: bearerAuth,
        params: IaasBudgetParamsSchema,
        headers: IaasBudgetHeadersSchema,
        body: IaasBudgetBodySchema,
        response: { 200: IaasBudgetSchema, ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request) =>
      replaceIaasBudget(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.budgetId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.delete(
    routeOf(iaasPricingEndpoints.deleteBudget),
    {
      ...common,
      schema: {
        summary: `Delete an IaaS budget (${needs})`,
        description:
          '404 iaas_budget_not_found when the environment has none such (also when a retried delete without ' +
          'Idempotency-Key finds it gone; with the same key it answers 204 again).',
        tags,
        security: bearerAuth,
        params: IaasBudgetParamsSchema,
        headers: IaasBudgetHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      await removeIaasBudget(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.budgetId,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );
};
