// IaaS › Informações: the contract, billing data and consumption, the documents and the file of one document.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasFeature,
  iaasInformationAccessFlag,
  iaasInformationDocumentsFlag,
  IaasDocumentListSchema,
  IaasDocumentParamsSchema,
  iaasInformationEndpoints,
  IaasInformationSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import { downloadIaasDocument, listIaasDocumentsOf, readIaasInformation } from './iaas-information-service';

const needs = `needs ${iaasFeature} and the ${iaasInformationAccessFlag} flag`;
const needsDocuments = `${needs}, and ${iaasInformationDocumentsFlag}`;

export const iaasInformationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['iaas'];

  app.get(
    routeOf(iaasInformationEndpoints.information),
    {
      ...common,
      schema: {
        summary: `The environment's IaaS contract, billing data and this month's consumption (${needs})`,
        description:
          'The contract reads cancelling while the user’s IaaS account is being cancelled (this page stays open ' +
          'then). Consumption is the analytics side’s daily totals of this month up to yesterday. 403 forbidden ' +
          'without either permission; 404 environment_not_found for an environment the user may not see.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasInformationSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readIaasInformation(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(iaasInformationEndpoints.documents),
    {
      ...common,
      schema: {
        summary: `The environment's IaaS documents: the contract and monthly invoices (${needsDocuments})`,
        description: 'Newest first. 403 forbidden without any of the three.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasDocumentListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listIaasDocumentsOf(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(iaasInformationEndpoints.document),
    {
      ...common,
      schema: {
        summary: `One IaaS document's file, an attachment (${needsDocuments})`,
        description:
          'The contract as PDF, an invoice as CSV (one line per day and region, then the total), made from the ' +
          'environment’s data. Audited (iaas_document.download). 404 iaas_document_not_found when the ' +
          'environment has none such.',
        tags,
        security: bearerAuth,
        params: IaasDocumentParamsSchema,
        response: {
          200: Type.String({ description: 'The file (application/pdf or text/csv).' }),
          ...featureErrorResponsesWith404,
        },
      },
    },
    async (request, reply) => {
      const file = await downloadIaasDocument(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.documentId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
