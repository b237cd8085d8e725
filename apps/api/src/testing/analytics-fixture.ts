// A seeded test database with the analytics query service over it, and a way to ask the same question in
// plain SQL: the data-query tests compare what the compiler answers with what a hand-written statement does.
import type { QueryResult, VisualQuery } from '@nuvem/api-contract';
import type { CompileOptions } from '../domains/analytics/query/compile-query';
import type { Database, SqlParam } from '../db/database';
import { AnalyticsQueryService } from '../domains/analytics/analytics-query-service';
import { testDatasetSettings } from './test-config';
import { openTestDatabase, type DatabaseKind } from './test-database';

export interface AnalyticsFixture {
  db: Database;
  queries: AnalyticsQueryService;
  /** Every environment's id: the scope of a provider staff member. */
  allEnvironments: string[];
  /** current_date as the database has it ('YYYY-MM-DD'). */
  today: string;
  /** The query's answer over every environment. */
  run(query: VisualQuery, options?: CompileOptions): Promise<QueryResult>;
  /** The rows of a hand-written statement, as arrays in column order (name every column apart). */
  rows(sql: string, params?: readonly SqlParam[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

export async function openAnalyticsFixture(
  kind: DatabaseKind,
  timeoutMs = 30_000,
): Promise<AnalyticsFixture> {
  const db = await openTestDatabase(kind);
  const queries = new AnalyticsQueryService(db, timeoutMs, testDatasetSettings);
  const allEnvironments = (await db.query<{ id: string }>('SELECT id FROM customer_environments')).map(
    (r) => r.id,
  );
  const [{ today }] = (await db.query<{ today: string }>(
    "SELECT to_char(current_date, 'YYYY-MM-DD') AS today",
  )) as [{ today: string }];
  return {
    db,
    queries,
    allEnvironments,
    today,
    run: (query, options) => queries.runScoped(query, allEnvironments, options),
    rows: async (sql, params = []) =>
      (await db.query<Record<string, unknown>>(sql, params)).map((row) => Object.values(row)),
    close: () => db.close(),
  };
}
