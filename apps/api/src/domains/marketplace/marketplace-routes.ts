// Marketplace (/marketplace, issue 32): the public catalogue, the offers on sale to an environment, and an
// order, answered 202 with the operation marketplace.provision and the purchase it provisions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdempotencyHeadersSchema,
  MARKETPLACE_CANCEL_WINDOW_DAYS,
  MarketplaceCatalogueSchema,
  marketplaceEndpoints,
  MarketplaceEnvironmentParamsSchema,
  MarketplaceOfferListSchema,
  MarketplaceOrderAnswerSchema,
  MarketplaceOrderBodySchema,
  marketplaceTestFeature,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, errorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import type { OperationWorker } from '../operations/operation-worker';
import type { EventBus } from '../streams/event-bus';
import { listCatalogue, listOffers, orderPlan } from './marketplace-order-service';

const refusals =
  `403 forbidden (vars: ${marketplaceTestFeature}) unless the user holds ${marketplaceTestFeature}, the ` +
  "environment has a contract or its customer's hired TSS quota is above 0 (spec §6); 404 " +
  'environment_not_found for an environment the user may not see.';
const tags = ['marketplace'];

export interface MarketplaceRoutesOptions {
  db: Database;
  bus: EventBus;
  worker: OperationWorker;
}

export const marketplaceRoutes: FastifyPluginAsyncTypebox<MarketplaceRoutesOptions> = async (
  app,
  { db, bus, worker },
) => {
  app.get(
    routeOf(marketplaceEndpoints.catalogue),
    {
      schema: {
        summary: 'The public marketplace catalogue (no sign-in)',
        description:
          'The published offers shown to every customer, with their plans and list prices (integer centavos ' +
          'as decimal strings). Offers shown to chosen customers only are not here.',
        tags,
        response: { 200: MarketplaceCatalogueSchema, ...errorResponses },
      },
    },
    async () => listCatalogue(db),
  );

  app.get(
    routeOf(marketplaceEndpoints.offers),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The offers on sale to an environment',
        description:
          "Published offers shown to every customer or to this environment's customer, with their plans and " +
          `prices, and the environment's latest purchase of each. ${refusals}`,
        tags,
        security: bearerAuth,
        params: MarketplaceEnvironmentParamsSchema,
        response: { 200: MarketplaceOfferListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listOffers(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(marketplaceEndpoints.order),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Buy a plan for the environment, provisioned as an operation',
        description:
          '202 with the operation marketplace.provision and the purchase it provisions (pending, the price ' +
          `copied in, cancellable for ${MARKETPLACE_CANCEL_WINDOW_DAYS} days). 404 marketplace_plan_unavailable ` +
          'when the plan is not on sale here (error_fields /plan_id). The Idempotency-Key header is required: ' +
          'the same key with the same body answers the same operation and purchase (one purchase); with another ' +
          `body 409 idempotency_key_reused. ${refusals}`,
        tags: [...tags, 'operations'],
        security: bearerAuth,
        params: MarketplaceEnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: MarketplaceOrderBodySchema,
        response: {
          202: MarketplaceOrderAnswerSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { answer, created } = await orderPlan(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (created) worker.wake();
      return reply.code(202).send(answer);
    },
  );
};
