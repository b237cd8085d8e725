// TSS (issue 32): a customer's order of more quota; staff's registration of companies and quotas. The customer's
// companies and quota are GET /tss/:tCode (environment-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdempotencyHeadersSchema,
  routeOf,
  tssEndpoints,
  TssAdminCompanyListSchema,
  TssAdminCompanySchema,
  TssCompanyParamsSchema,
  TssQuotaOrderSchema,
  TssQuotaParamsSchema,
  TssQuotaRequestBodySchema,
  TssRegisterBodySchema,
  TssSetQuotaBodySchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import { readTssCompanies, registerTssCompany, setTssQuota } from './tss-admin-service';
import { orderTssQuota } from './tss-order-service';

const conflict = { 409: Type.Ref('Error') } as const;
const keyRule =
  'Idempotency-Key required: the same key again answers the first answer; with another request 409 ' +
  'idempotency_key_reused. Audited.';

export const tssRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['tss'];
  const key = (headers: { 'idempotency-key': string }) => headers['idempotency-key'];

  app.post(
    routeOf(tssEndpoints.requestQuota),
    {
      ...common,
      schema: {
        summary: 'Order more TSS quota for a company of the customer code',
        description:
          'Needs tss and a t_code the user may see (404 otherwise). Recorded as a purchase (source tss, ' +
          'monthly, the package price copied in); staff raise the quota on confirming it. 400 ' +
          `tss_company_not_found (error_fields /company_id). 201; 200 for a retry. ${keyRule}`,
        tags,
        security: bearerAuth,
        params: TssQuotaParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: TssQuotaRequestBodySchema,
        response: {
          200: TssQuotaOrderSchema,
          201: TssQuotaOrderSchema,
          ...featureErrorResponsesWith404,
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await orderTssQuota(
        db,
        request.principal(),
        request.params.tCode,
        request.body,
        key(request.headers),
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    routeOf(tssEndpoints.adminCompanies),
    {
      ...common,
      schema: {
        summary: 'Every company registered for TSS, with its quota (needs tss_admin)',
        tags,
        security: bearerAuth,
        response: { 200: TssAdminCompanyListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readTssCompanies(db, request.principal()),
  );

  app.post(
    routeOf(tssEndpoints.adminRegister),
    {
      ...common,
      schema: {
        summary: "Register a customer's company for TSS (needs tss_admin)",
        description:
          '400 tss_customer_unknown (error_fields /t_code); 409 tss_company_taken when the CNPJ is registered ' +
          `in that environment already (error_fields /cnpj). 201; 200 for a retry. ${keyRule}`,
        tags,
        security: bearerAuth,
        headers: IdempotencyHeadersSchema,
        body: TssRegisterBodySchema,
        response: {
          200: TssAdminCompanySchema,
          201: TssAdminCompanySchema,
          ...featureErrorResponses,
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const { company, created } = await registerTssCompany(
        db,
        request.principal(),
        request.body,
        key(request.headers),
      );
      return reply.code(created ? 201 : 200).send(company);
    },
  );

  app.put(
    routeOf(tssEndpoints.adminSetQuota),
    {
      ...common,
      schema: {
        summary: "Set a company's hired TSS quota (needs tss_admin)",
        description: `404 tss_company_not_found. ${keyRule}`,
        tags,
        security: bearerAuth,
        params: TssCompanyParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: TssSetQuotaBodySchema,
        response: { 200: TssAdminCompanySchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      setTssQuota(db, request.principal(), request.params.companyId, request.body, key(request.headers)),
  );
};
