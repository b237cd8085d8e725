// The audit log screen's routes: the entries a page at a time, what the filters offer, the CSV export.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  auditExportRowLimit,
  auditLogEndpoints,
  securityCenterFeature,
  AuditLogFilterQuerySchema,
  AuditLogOptionsSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses } from '../../http/schemas';
import {
  auditCsvColumns,
  auditCsvFieldsOf,
  auditLogOptionsOf,
  exportAuditLog,
  listAuditLogPage,
} from './audit-log-service';
import { csvRecord } from './csv-writer';

const tags = ['audit'];
const who =
  `Needs ${securityCenterFeature} (403 forbidden otherwise). Provider staff see every entry, those of no environment ` +
  'too; anyone else the entries of the environments they hold (another user’s settings changes excepted).';

export const auditLogRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(auditLogEndpoints.list),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The audit log: every entry the user may see, newest first, a page at a time',
        description: `${who} 400 validation_failed for a filter on a field the log does not have.`,
        tags,
        security: bearerAuth,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, ...featureErrorResponses },
      },
    },
    async (request) => listAuditLogPage(db, request.principal(), request.query),
  );

  app.get(
    routeOf(auditLogEndpoints.options),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "What the audit log's filters offer: people, actions, environments",
        description: who,
        tags,
        security: bearerAuth,
        response: { 200: AuditLogOptionsSchema, ...featureErrorResponses },
      },
    },
    async (request) => auditLogOptionsOf(db, request.principal()),
  );

  app.get(
    routeOf(auditLogEndpoints.exportCsv),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The audit log entries matching the filters, as CSV (RFC 4180), newest first',
        description:
          `${who} At most ${auditExportRowLimit} rows: the header x-audit-export-truncated says whether more ` +
          'matched, x-audit-export-rows how many the file holds. Cells starting with = + - @ are prefixed by a quote.',
        tags,
        security: bearerAuth,
        querystring: AuditLogFilterQuerySchema,
        response: { 200: Type.String({ description: 'text/csv' }), ...featureErrorResponses },
      },
    },
    async (request, reply) => {
      const exported = await exportAuditLog(db, request.principal(), request.query);
      async function* lines() {
        yield csvRecord(auditCsvColumns);
        for await (const entry of exported.entries()) yield csvRecord(auditCsvFieldsOf(entry));
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registro-de-auditoria-${day}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-audit-export-rows', String(exported.rows))
        .header('x-audit-export-truncated', String(exported.truncated))
        .send(Readable.from(lines()));
    },
  );
};
