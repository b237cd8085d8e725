// The analytics API (docs/analytics.md), for the frame: content, saving, persistent filters and data queries,
// each authorised by the embed token the host page handed over; and the public list of embedding origins.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnalyticsDashboardParamsSchema,
  AnalyticsDatasetParamsSchema,
  analyticsEndpoints,
  DashboardContentSchema,
  DatasetCreateConfigSchema,
  DatasetSchema,
  EmbedOriginsSchema,
  PaginatedReportContentSchema,
  QueryBatchResultSchema,
  QueryBatchSchema,
  ReportBodySchema,
  ReportContentSchema,
  ReportDefinitionSchema,
  ReportParamsSchema,
  routeOf,
  SavedReportCopySchema,
  SaveReportAsSchema,
  UserStateSchema,
} from '@nuvem/api-contract';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AnalyticsContentService } from './analytics-content-service';
import { AnalyticsQueryService } from './analytics-query-service';
import { AnalyticsQuickCreateService } from './analytics-quick-create-service';
import type { EmbedTokenService } from './embed-token-service';
import { analyticsErrorResponses, embedTokenAuth } from '../../http/schemas';

interface Options {
  db: Database;
  config: Pick<
    Config,
    'analyticsUrl' | 'embedOrigins' | 'analyticsQueryTimeoutMs' | 'analyticsBatchLimits' | 'portalUrl'
  >;
  embedTokens: EmbedTokenService;
}

/** Report definitions and query batches outgrow the API's default body limit (a report's bookmarks, 50 queries). */
const analyticsBodyLimitBytes = 2 * 1024 * 1024;

/** A quick create's rows: quickCreateLimits.rows rows of a few columns, with room for long text. */
const quickCreateBodyLimitBytes = 32 * 1024 * 1024;

const tags = ['analytics'];
const reportAuth = ' Needs an embed token of this BI report; any other answers 404 analytics_item_not_found.';

export const analyticsRoutes: FastifyPluginAsyncTypebox<Options> = async (
  app,
  { db, config, embedTokens },
) => {
  const content = new AnalyticsContentService(db, config.analyticsUrl, embedTokens);
  const queries = new AnalyticsQueryService(
    db,
    config.analyticsQueryTimeoutMs,
    { portalUrl: config.portalUrl },
    config.analyticsBatchLimits,
  );
  const quickCreate = new AnalyticsQuickCreateService(db);
  const embedded = {
    onRequest: app.authenticateEmbed,
    bodyLimit: analyticsBodyLimitBytes,
    // The schemas document these answers, but they are written with JSON.stringify: fast-json-stringify
    // picks an anyOf branch by validating, so a report (filters nest unions four deep) took seconds on its
    // first answer and a query's cells (string | number | boolean | null) cost a validation each. Every
    // answer here is built from typed objects, and stored definitions passed the same schemas on the way in.
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };

  app.get(
    routeOf(analyticsEndpoints.embedOrigins),
    {
      config: { withoutApiKey: true },
      schema: {
        summary: 'The origins of the host pages allowed to embed analytics content',
        description: 'Public (EMBED_ORIGINS). The frame talks to a parent page only at one of these origins.',
        tags,
        response: { 200: EmbedOriginsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { origins: config.embedOrigins };
    },
  );

  app.get(
    routeOf(analyticsEndpoints.report),
    {
      ...embedded,
      schema: {
        summary: "A report's definition, its dataset, the token's actions and the user's persistent filters",
        description: reportAuth,
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        response: { 200: ReportContentSchema, ...analyticsErrorResponses },
      },
    },
    async (request) => content.report(request.embedClaims(), request.params.reportId),
  );

  app.put(
    routeOf(analyticsEndpoints.saveReport),
    {
      ...embedded,
      schema: {
        summary: "Saves a report's pages, bookmarks, theme and filters",
        description:
          `${reportAuth} The token must allow edit (403 forbidden). The report stays on its dataset, every ` +
          'field and filter must exist in it, and page, visual (per page) and bookmark names must be unique.',
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        body: ReportBodySchema,
        response: { 200: ReportDefinitionSchema, 403: Type.Ref('Error'), ...analyticsErrorResponses },
      },
    },
    async (request) => content.save(request.embedClaims(), request.params.reportId, request.body),
  );

  app.post(
    routeOf(analyticsEndpoints.saveReportAs),
    {
      ...embedded,
      schema: {
        summary: 'Saves a copy of a report as a new report of the same BI workspace',
        description:
          `${reportAuth} The token must allow edit (403 forbidden). 201 with the copy's id, embed URL and ` +
          'a new embed token for it, with the same actions.',
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        body: SaveReportAsSchema,
        response: { 201: SavedReportCopySchema, 403: Type.Ref('Error'), ...analyticsErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await content.saveAs(request.embedClaims(), request.params.reportId, request.body)),
  );

  app.get(
    routeOf(analyticsEndpoints.userState),
    {
      ...embedded,
      schema: {
        summary: "The token user's persistent filters of a report, or null",
        description: reportAuth,
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        response: { 200: Type.Union([UserStateSchema, Type.Null()]), ...analyticsErrorResponses },
      },
    },
    async (request) => content.userState(request.embedClaims(), request.params.reportId),
  );

  app.put(
    routeOf(analyticsEndpoints.saveUserState),
    {
      ...embedded,
      schema: {
        summary: "Saves the token user's persistent filters of a report",
        description: `${reportAuth} The state must be one the frame captured, for a page of this report.`,
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        body: UserStateSchema,
        response: { 200: UserStateSchema, ...analyticsErrorResponses },
      },
    },
    async (request) => content.saveUserState(request.embedClaims(), request.params.reportId, request.body),
  );

  app.delete(
    routeOf(analyticsEndpoints.deleteUserState),
    {
      ...embedded,
      schema: {
        summary: "Forgets the token user's persistent filters of a report",
        description: `${reportAuth} 204 whether or not there were any.`,
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        response: { 204: Type.Null(), ...analyticsErrorResponses },
      },
    },
    async (request, reply) => {
      await content.deleteUserState(request.embedClaims(), request.params.reportId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(analyticsEndpoints.dashboard),
    {
      ...embedded,
      schema: {
        summary: "A dashboard's tiles, each visual tile's visual and theme, and the datasets they query",
        description:
          'Needs an embed token of this dashboard (insights or BI); any other answers 404 ' +
          "analytics_item_not_found. A pinned visual carries its report's and page's saved filters.",
        tags,
        security: embedTokenAuth,
        params: AnalyticsDashboardParamsSchema,
        response: { 200: DashboardContentSchema, ...analyticsErrorResponses },
      },
    },
    async (request) => content.dashboard(request.embedClaims(), request.params.dashboardId),
  );

  app.get(
    routeOf(analyticsEndpoints.paginatedReport),
    {
      ...embedded,
      schema: {
        summary:
          "A paginated (RDL) report's definition: its parameters, columns, sort and page size, and its dataset",
        description:
          'Needs an embed token of this paginated report; any other answers 404 analytics_item_not_found. Its ' +
          'rows come from POST /api/v1/analytics/query, scoped like any other.',
        tags,
        security: embedTokenAuth,
        params: ReportParamsSchema,
        response: { 200: PaginatedReportContentSchema, ...analyticsErrorResponses },
      },
    },
    async (request) => content.paginatedReport(request.embedClaims(), request.params.reportId),
  );

  app.get(
    routeOf(analyticsEndpoints.dataset),
    {
      ...embedded,
      schema: {
        summary: "A dataset's tables, columns, measures and captions (never its SQL)",
        description:
          "Needs an embed token whose item queries the dataset (a report's, a dashboard's tiles'); any other " +
          'answers 404 analytics_item_not_found. Q&A reads questions against it.',
        tags,
        security: embedTokenAuth,
        params: AnalyticsDatasetParamsSchema,
        response: { 200: DatasetSchema, ...analyticsErrorResponses },
      },
    },
    async (request) => content.dataset(request.embedClaims(), request.params.datasetId),
  );

  app.post(
    routeOf(analyticsEndpoints.createReport),
    {
      ...embedded,
      schema: {
        summary: 'Saves a report authored over a dataset as a new report of the BI workspace',
        description:
          'Needs a create token of this dataset (createReport); any other answers 404 analytics_item_not_found. ' +
          "201 with the new report's id, embed URL and a view and edit token for it. Every field and filter " +
          'must exist in the dataset, and page, visual (per page) and bookmark names must be unique.',
        tags,
        security: embedTokenAuth,
        params: AnalyticsDatasetParamsSchema,
        body: SaveReportAsSchema,
        response: { 201: SavedReportCopySchema, ...analyticsErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await content.createReport(request.embedClaims(), request.params.datasetId, request.body)),
  );

  app.post(
    routeOf(analyticsEndpoints.createQuickDataset),
    {
      ...embedded,
      bodyLimit: quickCreateBodyLimitBytes,
      schema: {
        summary: "Quick create: the host's data as a table of the token's environment, and a dataset over it",
        description:
          'Needs a quick create token (POST /api/v1/bi/workspaces/{id}/quick-create/token); any other answers 404 ' +
          'analytics_item_not_found. The body is the dataset create config: one table (tableSchemaList and data, ' +
          'or the "Enter data" form of a mashup document), at most quickCreateLimits of it. A value that does ' +
          'not fit its column type, a row of the wrong length or an unknown type answers 400 ' +
          'analytics_quick_create_invalid naming the place, and nothing is written. 201 with the dataset, which ' +
          'the token then reaches.',
        tags,
        security: embedTokenAuth,
        body: DatasetCreateConfigSchema,
        response: { 201: DatasetSchema, ...analyticsErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await quickCreate.createDataset(request.embedClaims(), request.body)),
  );

  app.post(
    routeOf(analyticsEndpoints.query),
    {
      ...embedded,
      schema: {
        summary: 'Runs a batch of visual queries over the datasets the token reaches',
        description:
          "Rows are only those of the environments the token's user may see. The queries run one after " +
          'the other; each answers its result or its error (analytics_item_not_found for a dataset the ' +
          "token's item does not reach, analytics_unknown_field, validation_failed, analytics_query_timeout). " +
          'The batch as a whole is bounded (queryBatchLimits: rows, answer bytes, seconds): past a bound, ' +
          'every remaining query answers analytics_batch_row_limit, analytics_batch_size_limit or ' +
          'analytics_batch_time_limit, and a query is given only the rows left. One token runs one batch ' +
          'at a time and a user two, each with a short queue; beyond it 429 analytics_busy with Retry-After. ' +
          'The answer is written as the queries finish.',
        tags,
        security: embedTokenAuth,
        body: QueryBatchSchema,
        response: { 200: QueryBatchResultSchema, 429: Type.Ref('Error'), ...analyticsErrorResponses },
      },
    },
    async (request, reply) => {
      const { answer, release } = await queries.startBatch(request.embedClaims(), request.body.queries);
      // Written as it runs (never in one piece: a large answer would hold the event loop); its place goes
      // back once it is written, or the client has gone.
      const body = Readable.from(answer, { objectMode: false });
      body.once('close', release);
      if (request.socket.destroyed) body.destroy();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
