// Data queries of the analytics side: each scoped to the environments the token's user may see (the same
// rule as every other route: environmentVisibleToUser), compiled to one statement and run within the time
// limit. A batch answers every query, in order, with its result or its error, within the batch's bounds
// (analytics-batch-answer.ts), once the token and its user have a place (analytics-batch-admission.ts).
import {
  queryBatchLimits,
  type EmbedTokenClaims,
  type QueryResult,
  type VisualQuery,
} from '@nuvem/api-contract';
import { findDataset } from './datasets/dataset-lookup';
import type { DatasetSettings } from './datasets/dataset-definition';
import { compileQuery, type CompileOptions } from './query/compile-query';
import type { Database } from '../../db/database';
import { StatementTimeoutError } from '../../db/statement-timeout';
import { ApiError } from '../../errors';
import { runDataQuery } from './analytics-data-repository';
import { listEnvironmentIdsVisibleTo } from '../environments/environments-repository';
import { BatchAdmission } from './analytics-batch-admission';
import { batchAnswer, type BatchLimits } from './analytics-batch-answer';
import { analyticsItemNotFound, datasetsOfToken } from './analytics-item-access';
import type { Release } from '../../caching/keyed-gate';

export const analyticsQueryTimeout = (timeoutMs: number) =>
  new ApiError(503, 'analytics_query_timeout', `The query took longer than ${timeoutMs / 1000} s.`, [
    String(timeoutMs / 1000),
  ]);

/** SQLSTATE class 22, data exception: a value PostgreSQL could not take (the checks should come first). */
const isDataException = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('22');

export class AnalyticsQueryService {
  constructor(
    private readonly db: Database,
    private readonly timeoutMs: number,
    /** What the datasets' SQL reads of the configuration (the portal's address for its links). */
    private readonly settings: DatasetSettings,
    private readonly batchLimits: BatchLimits = queryBatchLimits,
    private readonly admission = new BatchAdmission(),
  ) {}

  /** One query over the environments of `environmentIds` (the caller's scope). */
  async runScoped(
    query: VisualQuery,
    environmentIds: readonly string[],
    options: CompileOptions = {},
    timeoutMs = this.timeoutMs,
  ): Promise<QueryResult> {
    const dataset = await findDataset(this.db, query.datasetId);
    if (!dataset) throw analyticsItemNotFound(query.datasetId);
    const compiled = compileQuery(dataset, query, environmentIds, { ...options, settings: this.settings });
    try {
      return await runDataQuery(this.db, compiled, timeoutMs);
    } catch (error) {
      if (error instanceof StatementTimeoutError) throw analyticsQueryTimeout(timeoutMs);
      if (isDataException(error))
        throw new ApiError(400, 'validation_failed', 'A value of the query does not fit.');
      throw error;
    }
  }

  /** One query as this user: only rows of the environments they may see. */
  async runAs(userId: string, query: VisualQuery, options: CompileOptions = {}): Promise<QueryResult> {
    return this.runScoped(query, await listEnvironmentIdsVisibleTo(this.db, userId), options);
  }

  /**
   * Waits for the token's and its user's turn (429 analytics_busy when their queues are full), then answers
   * the batch's queries one after the other, as JSON text in pieces; a query on a dataset the token's item
   * does not reach fails alone. `release` must be called once the answer is written or abandoned.
   */
  async startBatch(
    claims: EmbedTokenClaims,
    queries: readonly VisualQuery[],
  ): Promise<{ answer: AsyncGenerator<string>; release: Release }> {
    const release = await this.admission.admit(claims);
    try {
      const datasets = await datasetsOfToken(this.db, claims);
      // A token scoped to one environment (the home's consumption card) answers that one's rows only.
      const environmentIds = (await listEnvironmentIdsVisibleTo(this.db, claims.sub)).filter(
        (id) => claims.scope_environment_id === undefined || id === claims.scope_environment_id,
      );
      const answer = batchAnswer(
        queries,
        (query, timeoutMs) => {
          if (!datasets.has(query.datasetId)) throw analyticsItemNotFound(query.datasetId);
          return this.runScoped(query, environmentIds, {}, timeoutMs);
        },
        {
          limits: this.batchLimits,
          queryTimeoutMs: this.timeoutMs,
          timedOut: (error) => error instanceof ApiError && error.code === 'analytics_query_timeout',
        },
      );
      return { answer, release };
    } catch (error) {
      release();
      throw error;
    }
  }
}
