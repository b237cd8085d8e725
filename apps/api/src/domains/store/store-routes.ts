// Minha conta (issue 32): consumption, statements and their files, purchases and cancelling one. Every
// signed-in user, for environments they may see: 404 environment_not_found (or purchase_not_found) otherwise.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  IdempotencyHeadersSchema,
  routeOf,
  StoreConsumptionSchema,
  storeEndpoints,
  StorePurchaseListSchema,
  StorePurchaseParamsSchema,
  StorePurchaseSchema,
  storePurchaseEndpoints,
  StoreStatementListSchema,
  StoreStatementParamsSchema,
  StoreStatementSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, errorResponsesWith404 } from '../../http/schemas';
import { readStoreConsumption } from './store-consumption-service';
import { cancelStorePurchase, listStorePurchases } from './store-purchases-service';
import { downloadStoreStatement, listStoreStatements, readStoreStatement } from './store-statements-service';

export const storeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['store'];

  app.get(
    routeOf(storeEndpoints.consumption),
    {
      ...common,
      schema: {
        summary:
          "The environment's consumption, month by month by service and product, and this month's forecast",
        description:
          'The last 12 months from the analytics side’s monthly table, the last being this month up to ' +
          'yesterday; the forecast is the run-rate of the whole days elapsed over the whole month.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: StoreConsumptionSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => readStoreConsumption(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(storeEndpoints.statements),
    {
      ...common,
      schema: {
        summary: "The environment's statements, one per closed month, newest first",
        description:
          'A closed month’s statement is issued (frozen: its lines and prices stored) on the first read after ' +
          'the month closes; later price changes never alter it. Up to 24 months back.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: StoreStatementListSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => listStoreStatements(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(storeEndpoints.statement),
    {
      ...common,
      schema: {
        summary: 'One statement with its lines: consumption, purchases, taxes, total',
        description: '404 store_statement_not_found for a month not closed or before the history.',
        tags,
        security: bearerAuth,
        params: StoreStatementParamsSchema,
        response: { 200: StoreStatementSchema, ...errorResponsesWith404 },
      },
    },
    async (request) =>
      readStoreStatement(db, request.principal(), request.params.cloudId, request.params.period),
  );

  for (const format of ['pdf', 'csv'] as const)
    app.get(
      routeOf(format === 'pdf' ? storeEndpoints.statementPdf : storeEndpoints.statementCsv),
      {
        ...common,
        schema: {
          summary: `One statement as ${format.toUpperCase()}, an attachment`,
          description:
            'Made from the frozen statement, in Portuguese (the fiscal document’s language). Audited ' +
            '(statement.download).',
          tags,
          security: bearerAuth,
          params: StoreStatementParamsSchema,
          response: {
            200: Type.String({ description: format === 'pdf' ? 'application/pdf' : 'text/csv' }),
            ...errorResponsesWith404,
          },
        },
      },
      async (request, reply) => {
        const file = await downloadStoreStatement(
          db,
          request.principal(),
          request.params.cloudId,
          request.params.period,
          format,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );

  app.get(
    routeOf(storePurchaseEndpoints.list),
    {
      ...common,
      schema: {
        summary: "The environment's purchases, whatever sold them, newest first",
        description: 'Each says whether it may be cancelled now (its cancellable_until is ahead).',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: StorePurchaseListSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => listStorePurchases(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(storePurchaseEndpoints.cancel),
    {
      ...common,
      schema: {
        summary: 'Cancels a purchase while its cancellation period runs',
        description:
          'The state becomes cancelled and the purchase is never billed. 409 purchase_not_cancellable once ' +
          'cancellable_until has passed (or it is cancelled or failed); 404 purchase_not_found for one of an ' +
          'environment the user may not see. Idempotency-Key required; audited (purchase.cancel).',
        tags,
        security: bearerAuth,
        params: StorePurchaseParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: StorePurchaseSchema, 409: Type.Ref('Error'), ...errorResponsesWith404 },
      },
    },
    async (request) =>
      cancelStorePurchase(
        db,
        request.principal(),
        request.params.purchaseId,
        request.headers['idempotency-key'],
      ),
  );
};
