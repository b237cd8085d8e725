// Administração › Contratos (issue 32): every customer's contracts and their status, for adm_show_contract.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  contractAdminEndpoints,
  ContractAdminListSchema,
  ContractAdminParamsSchema,
  ContractAdminRowSchema,
  ContractStatusBodySchema,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import { changeContractStatus, readContracts } from './contracts-admin-service';

export const contractsAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['contracts-admin'];

  app.get(
    routeOf(contractAdminEndpoints.list),
    {
      ...common,
      schema: {
        summary: "Every customer's contracts, product and IaaS (needs adm_show_contract)",
        tags,
        security: bearerAuth,
        response: { 200: ContractAdminListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readContracts(db, request.principal()),
  );

  app.post(
    routeOf(contractAdminEndpoints.setStatus),
    {
      ...common,
      schema: {
        summary: 'Suspend, reactivate or end a contract (needs adm_show_contract)',
        description:
          'Active may be suspended or ended, suspended reactivated or ended; anything else 409 ' +
          'contract_status_refused. 404 contract_not_found. Idempotency-Key required: the same key again ' +
          'answers the first answer; with another request 409 idempotency_key_reused. Audited (contract.status).',
        tags,
        security: bearerAuth,
        params: ContractAdminParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ContractStatusBodySchema,
        response: {
          200: ContractAdminRowSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request) =>
      changeContractStatus(
        db,
        request.principal(),
        request.params.contractKind,
        request.params.contractNumber,
        request.body,
        request.headers['idempotency-key'],
      ),
  );
};
