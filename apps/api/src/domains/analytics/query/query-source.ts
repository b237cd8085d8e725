// The query planner: which table answers a query. An aggregation table answers when it keeps every column
// and measure the query touches (grouping, filters, sorting, values); of those, the smallest (the catalog
// lists them smallest first). Otherwise, and for underlying rows, the base table.
import type { AggregationFunction } from '@nuvem/api-contract';
import {
  settingsAlias,
  type ColumnDefinition,
  type DatasetDefinition,
  type DatasetSettings,
  type RollupDefinition,
} from '../datasets/dataset-definition';
import type { ResolvedField, ResolvedValueField } from './resolved-field';
import type { SqlParams } from './sql-params';

export interface QuerySource {
  /** The physical table, for tests and logs. */
  table: string;
  /** The FROM clause: the table as `f` and its environment as `e`. */
  from: string;
  columnSql(column: ColumnDefinition): string;
  /** The aggregate of a measure or an aggregated column over a group of rows. */
  valueSql(field: ResolvedValueField): string;
}

// A LEFT JOIN on the environment's primary key: PostgreSQL drops it from the plan when no column of `e` is used.
const fromClause = (table: string) =>
  `${table} f LEFT JOIN customer_environments e ON e.id = f.environment_id`;

const aggregateSql: Record<AggregationFunction, (column: string) => string> = {
  Sum: (c) => `sum(${c})`,
  Avg: (c) => `avg(${c})`,
  Min: (c) => `min(${c})`,
  Max: (c) => `max(${c})`,
  Count: () => 'count(*)',
  CountNonNull: (c) => `count(${c})`,
  DistinctCount: (c) => `count(DISTINCT ${c})`,
};

const aggregationKey = (column: ColumnDefinition, fn: AggregationFunction) => `${column.name}:${fn}`;

function baseSource(dataset: DatasetDefinition): QuerySource {
  return {
    table: dataset.table.source,
    from: fromClause(dataset.table.source),
    columnSql: (column) => column.sql,
    valueSql: (field) =>
      field.kind === 'measure' ? field.measure.sql : aggregateSql[field.fn](field.column.sql),
  };
}

function rollupSource(rollup: RollupDefinition): QuerySource {
  const get = (map: Record<string, string> | undefined, name: string) => {
    const sql = map?.[name];
    if (sql === undefined) throw new Error(`${rollup.table} does not keep ${name}`);
    return sql;
  };
  return {
    table: rollup.table,
    from: fromClause(rollup.table),
    columnSql: (column) => get(rollup.columns, column.name),
    valueSql: (field) =>
      field.kind === 'measure'
        ? get(rollup.measures, field.measure.name)
        : get(rollup.aggregations, aggregationKey(field.column, field.fn)),
  };
}

function covers(rollup: RollupDefinition, field: ResolvedField): boolean {
  switch (field.kind) {
    case 'column':
      return field.column.name in rollup.columns;
    case 'measure':
      return field.measure.name in rollup.measures;
    case 'aggregation':
      return aggregationKey(field.column, field.fn) in (rollup.aggregations ?? {});
  }
}

export interface PlanOptions {
  /** Underlying rows come from the base table only. */
  underlying: boolean;
  /** False forces the base table (tests compare both answers). */
  useRollups?: boolean;
}

/** The smallest table that has every field the query touches. */
export function planSource(
  dataset: DatasetDefinition,
  touched: readonly ResolvedField[],
  { underlying, useRollups = true }: PlanOptions,
): QuerySource {
  if (!underlying && useRollups) {
    const rollup = dataset.rollups.find((candidate) => touched.every((field) => covers(candidate, field)));
    if (rollup) return rollupSource(rollup);
  }
  return baseSource(dataset);
}

/** Whether a field's SQL reads the settings (a column of `s`, e.g. a link to the portal). */
export const readsSettings = (field: ResolvedField) =>
  field.kind !== 'measure' && field.column.readsSettings === true;

/**
 * The source joined to the one-row `s` holding the settings, each a parameter of the statement (in its FROM,
 * so the count and every sub-select that reads the source see it too).
 */
export function withSettings(
  source: QuerySource,
  params: SqlParams,
  settings: DatasetSettings | undefined,
): QuerySource {
  if (!settings) throw new Error('The query reads the API settings (a link column): compile it with them.');
  const values = `SELECT ${params.add(settings.portalUrl, 'text')} AS portal_url`;
  return { ...source, from: `${source.from} CROSS JOIN (${values}) ${settingsAlias}` };
}
