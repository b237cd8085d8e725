// Runs a compiled data query within its time limit and shapes the answer (QueryResult).
import type { QueryResult } from '@nuvem/api-contract';
import type { CompiledQuery } from './query/compile-query';
import { cellsOf } from './query/query-cells';
import type { Database } from '../../db/database';

type Row = Record<string, unknown> & { total?: number };

export async function runDataQuery(
  db: Database,
  compiled: CompiledQuery,
  timeoutMs: number,
): Promise<QueryResult> {
  const rows = await db.queryWithTimeout<Row>(compiled.sql, compiled.params, timeoutMs);
  let totalRows: number;
  if (compiled.offset === 0 && rows.length < compiled.limit) totalRows = rows.length;
  else if (compiled.countsInline && rows.length > 0) totalRows = rows[0]!.total!;
  else {
    // A page past the end has no row to carry the total, and underlying rows are counted apart.
    const [count] = await db.queryWithTimeout<{ total: number }>(
      compiled.countSql,
      compiled.countParams,
      timeoutMs,
    );
    totalRows = count?.total ?? 0;
  }
  return {
    columns: compiled.columns,
    rows: cellsOf(rows, compiled.columns.length),
    totalRows,
    truncated: rows.length < totalRows,
  };
}
