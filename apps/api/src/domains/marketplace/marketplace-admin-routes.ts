// Marketplace offers admin (/admin/marketplace, marketplace_adm_offers): every offer, and its writes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdempotencyHeadersSchema,
  marketplaceAdminEndpoints,
  marketplaceAdminFeature,
  MarketplaceAdminOfferListSchema,
  MarketplaceAdminOfferSchema,
  MarketplaceOfferBodySchema,
  MarketplaceOfferParamsSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import { changeOffer, createOffer, listAllOffers, moveOffer } from './marketplace-admin-service';

const refusals = `403 forbidden without ${marketplaceAdminFeature}.`;
const keyed =
  'The Idempotency-Key header is required: the same key with the same request answers what the first ' +
  'answered; with another request 409 idempotency_key_reused. Audited with the offer before and after.';
const body400 =
  '400 marketplace_offer_incomplete (vars: what is missing, then unknown customers) for a chosen audience ' +
  'without known customers (error_fields /customers) or a published offer without plans (/plans).';
const tags = ['marketplace'];
const errors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };

export const marketplaceAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;

  app.get(
    routeOf(marketplaceAdminEndpoints.list),
    {
      ...common,
      schema: {
        summary: `Every marketplace offer, for staff (needs ${marketplaceAdminFeature})`,
        description: `Drafts, published and withdrawn, with their plans, audience and purchases; and every customer. ${refusals}`,
        tags,
        security: bearerAuth,
        response: { 200: MarketplaceAdminOfferListSchema, ...featureErrorResponses },
      },
    },
    async (request) => listAllOffers(db, request.principal()),
  );

  app.post(
    routeOf(marketplaceAdminEndpoints.create),
    {
      ...common,
      schema: {
        summary: `Create a marketplace offer, as a draft (needs ${marketplaceAdminFeature})`,
        description: `201 with the offer; 200 for a retry. ${body400} ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        headers: IdempotencyHeadersSchema,
        body: MarketplaceOfferBodySchema,
        response: { 200: MarketplaceAdminOfferSchema, 201: MarketplaceAdminOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { offer, created } = await createOffer(
        db,
        request.principal(),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(offer);
    },
  );

  app.put(
    routeOf(marketplaceAdminEndpoints.update),
    {
      ...common,
      schema: {
        summary: `Change a marketplace offer (needs ${marketplaceAdminFeature})`,
        description:
          'The offer written whole: plans kept by id (a new price applies to new purchases only; past ' +
          'purchases keep the price they copied), new ones added, those left out retired. 404 ' +
          `marketplace_offer_not_found. ${body400} ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: MarketplaceOfferParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: MarketplaceOfferBodySchema,
        response: { 200: MarketplaceAdminOfferSchema, ...errors },
      },
    },
    async (request) =>
      changeOffer(
        db,
        request.principal(),
        request.params.offerId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  for (const [endpoint, state] of [
    [marketplaceAdminEndpoints.publish, 'published'],
    [marketplaceAdminEndpoints.withdraw, 'withdrawn'],
  ] as const)
    app.post(
      routeOf(endpoint),
      {
        ...common,
        schema: {
          summary: `${state === 'published' ? 'Publish' : 'Withdraw'} a marketplace offer (needs ${marketplaceAdminFeature})`,
          description:
            (state === 'published'
              ? 'On sale to its audience from now (400 marketplace_offer_incomplete without a plan). '
              : 'No longer sold; kept, with its plans, for the purchases made. ') +
            `409 marketplace_offer_state_unchanged; 404 marketplace_offer_not_found. ${keyed} ${refusals}`,
          tags,
          security: bearerAuth,
          params: MarketplaceOfferParamsSchema,
          headers: IdempotencyHeadersSchema,
          response: { 200: MarketplaceAdminOfferSchema, ...errors },
        },
      },
      async (request) =>
        moveOffer(db, request.principal(), request.params.offerId, state, request.headers['idempotency-key']),
    );
};
