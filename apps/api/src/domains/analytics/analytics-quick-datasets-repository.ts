// Quick create's datasets (analytics_quick_datasets, migration 0018) and the table each one's rows live in,
// analytics_quick_<id without dashes>: environment_id and one column c<i> per column of the config. Every
// identifier here is made from the generated id and the whitelisted SQL types, never from the host's input;
// the rows go in as one JSON parameter per statement.
import type { DataType, ValueFormat } from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import type { QuickValueType } from './quick/quick-value-types';

export interface QuickDatasetColumn {
  name: string;
  caption?: string;
  dataType: DataType;
  format: ValueFormat;
  sqlType: QuickValueType['sqlType'];
}

export interface QuickDatasetRow {
  id: string;
  workspace_id: string;
  environment_id: string;
  created_by: string;
  table_name: string;
  source: string;
  columns: QuickDatasetColumn[];
  row_count: number;
}

const SQL_TYPES = new Set<QuickDatasetColumn['sqlType']>([
  'text',
  'numeric',
  'bigint',
  'date',
  'timestamptz',
  'boolean',
]);
/** Rows per INSERT: one JSON parameter each, so a statement stays a few megabytes at most. */
const ROWS_PER_STATEMENT = 5_000;

/** The physical table of a quick dataset id. */
export const quickSourceOf = (id: string) => `analytics_quick_${id.replace(/-/g, '')}`;

function checkedSource(source: string): string {
  if (!/^analytics_quick_[0-9a-f]{32}$/.test(source)) throw new Error(`not a quick dataset table: ${source}`);
  return source;
}

function checkedTypes(columns: readonly QuickDatasetColumn[]): string[] {
  return columns.map(({ sqlType }) => {
    if (!SQL_TYPES.has(sqlType)) throw new Error(`not a quick dataset column type: ${sqlType}`);
    return sqlType;
  });
}

/** Creates the dataset's table, fills it with the rows (all of environmentId's) and records the dataset. */
export async function insertQuickDataset(
  db: Queryable,
  dataset: Omit<QuickDatasetRow, 'source' | 'row_count'>,
  rows: readonly (string | null)[][],
): Promise<QuickDatasetRow> {
  const source = checkedSource(quickSourceOf(dataset.id));
  const types = checkedTypes(dataset.columns);
  const columnList = types.map((_, index) => `c${index}`).join(', ');
  await db.query(
    `CREATE TABLE ${source} (environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE, ` +
      `${types.map((type, index) => `c${index} ${type}`).join(', ')})`,
  );
  const values = types.map((type, index) => `(r ->> ${index})::${type}`).join(', ');
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await db.query(
      `INSERT INTO ${source} (environment_id, ${columnList}) ` +
        `SELECT $1::uuid, ${values} FROM jsonb_array_elements($2::jsonb) AS r`,
      [dataset.environment_id, JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))],
    );
  const row: QuickDatasetRow = { ...dataset, source, row_count: rows.length };
  await db.query(
    `INSERT INTO analytics_quick_datasets
       (id, workspace_id, environment_id, created_by, table_name, source, columns, row_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      row.id,
      row.workspace_id,
      row.environment_id,
      row.created_by,
      row.table_name,
      source,
      JSON.stringify(row.columns),
      row.row_count,
    ],
  );
  return row;
}

const COLUMNS = 'id, workspace_id, environment_id, created_by, table_name, source, columns, row_count';

export async function findQuickDataset(db: Queryable, id: string): Promise<QuickDatasetRow | undefined> {
  const rows = await db.query<QuickDatasetRow>(
    `SELECT ${COLUMNS} FROM analytics_quick_datasets WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** The quick datasets a user made in a workspace (what their quick create token reaches). */
export async function listQuickDatasetIdsOf(
  db: Queryable,
  workspaceId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM analytics_quick_datasets WHERE workspace_id = $1 AND created_by = $2',
    [workspaceId, userId],
  );
  return rows.map((row) => row.id);
}

/**
 * Marks the quick datasets a user made in a workspace as in use (their quick create editor asked for a
 * token): the day an unsaved one is kept counts from here.
 */
export async function touchQuickDatasetsOf(
  db: Queryable,
  workspaceId: string,
  userId: string,
): Promise<void> {
  await db.query(
    'UPDATE analytics_quick_datasets SET used_at = now() WHERE workspace_id = $1 AND created_by = $2',
    [workspaceId, userId],
  );
}

/**
 * Drops the quick datasets no report was saved over that were last used more than `olderThanHours` ago, and
 * those of `creator` beyond their `keep` most recently used (then newest): a quick create left without
 * saving leaves nothing behind for long, and one user cannot pile up tables.
 */
export async function dropUnsavedQuickDatasets(
  db: Database,
  { olderThanHours, creator, keep }: { olderThanHours: number; creator: string; keep: number },
): Promise<number> {
  const stale = await db.query<{ id: string; source: string }>(
    `SELECT id, source FROM (
       SELECT q.id, q.source, q.used_at, q.created_by,
              row_number() OVER (PARTITION BY q.created_by ORDER BY q.used_at DESC, q.created_at DESC, q.id) AS newest
         FROM analytics_quick_datasets q
        WHERE NOT EXISTS (SELECT 1 FROM analytics_reports r WHERE r.definition ->> 'datasetId' = 'quick-' || q.id)
     ) unsaved
     WHERE used_at < now() - make_interval(hours => $1) OR (created_by = $2 AND newest > $3)`,
    [olderThanHours, creator, keep],
  );
  for (const { id, source } of stale)
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM analytics_quick_datasets WHERE id = $1', [id]);
      await tx.query(`DROP TABLE IF EXISTS ${checkedSource(source)}`);
    });
  return stale.length;
}

/**
 * Drops the tables of quick datasets whose row is gone: deleting a workspace, an environment or a user
 * cascades to the row, and the table (not referenced by anything) would stay behind with its rows.
 */
export async function dropOrphanQuickTables(db: Database): Promise<number> {
  const orphans = await db.query<{ source: string }>(
    `SELECT c.relname AS source
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.relname ~ '^analytics_quick_[0-9a-f]{32}$'
        AND NOT EXISTS (SELECT 1 FROM analytics_quick_datasets q WHERE q.source = c.relname)`,
  );
  for (const { source } of orphans) await db.query(`DROP TABLE IF EXISTS ${checkedSource(source)}`);
  return orphans.length;
}
