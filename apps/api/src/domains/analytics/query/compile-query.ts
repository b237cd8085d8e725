// A visual's query as ONE parameterised statement over the dataset's whitelist: identifiers only from the
// catalog, every value a $n parameter, the tenant scope always first. Pure: the SQL text and its parameters.
import { queryRowCap, type QueryColumn, type VisualQuery } from '@nuvem/api-contract';
import type { SqlParam } from '../../../db/database';
import { ApiError } from '../../../errors';
import type { DatasetDefinition, DatasetSettings } from '../datasets/dataset-definition';
import { and, type FilterContext, type ResolvedFilter } from './filters/filter-context';
import { resolveFilter } from './filters/resolve-filter';
import { cellSql } from './query-cells';
import { planSource, readsSettings, withSettings, type QuerySource } from './query-source';
import {
  describeField,
  invalidField,
  resolveColumn,
  resolveField,
  resolveValueField,
  type ResolvedField,
  type ResolvedValueField,
} from './resolved-field';
import { SqlParams } from './sql-params';

export interface CompiledQuery {
  sql: string;
  params: SqlParam[];
  /** Whether each row carries the total (`total`); otherwise countSql counts it. */
  countsInline: boolean;
  /** Counts the answer's rows without limit and offset. */
  countSql: string;
  countParams: SqlParam[];
  columns: QueryColumn[];
  /** The table that answers (the base table or an aggregation table). */
  table: string;
  limit: number;
  offset: number;
}

export interface CompileOptions {
  /** False answers from the base table whatever the query (tests compare the two). */
  useRollups?: boolean;
  /** What a query that touches a column reading the settings (a portal link) needs; refused without it. */
  settings?: DatasetSettings;
}

interface Sort {
  field: ResolvedField;
  direction: 'ASC' | 'DESC';
}

/** The filter's fields and kinds are checked now; its SQL is written once the table is chosen. */
export function resolveFilters(
  dataset: DatasetDefinition,
  query: Pick<VisualQuery, 'filters'>,
): ResolvedFilter[] {
  return query.filters.map((filter) => resolveFilter(dataset, filter));
}

export function compileQuery(
  dataset: DatasetDefinition,
  query: VisualQuery,
  environmentIds: readonly string[],
  { useRollups = true, settings }: CompileOptions = {},
): CompiledQuery {
  const underlying = query.mode === 'underlying';
  const groupBy = query.groupBy.map((ref) => resolveColumn(dataset, ref, 'a grouping field'));
  const values = query.values.map((ref) => resolveValueField(dataset, ref, 'a value'));
  if (groupBy.length + values.length === 0)
    throw new ApiError(400, 'validation_failed', 'A query needs at least one field to group by or a value.');
  const filters = resolveFilters(dataset, query);
  const sorts: Sort[] = (query.orderBy ?? []).map((sort) => ({
    field: resolveField(dataset, sort.field),
    direction: sort.direction === 'Descending' ? 'DESC' : 'ASC',
  }));
  if (underlying) checkUnderlying(values, filters, sorts);
  else
    for (const { field } of sorts)
      if (field.kind === 'column' && !groupBy.some((g) => g.column === field.column))
        throw invalidField(field.key, 'a summarized query sorts by its grouping fields or by values');

  const touched = [...groupBy, ...values, ...filters.flatMap((f) => f.fields), ...sorts.map((s) => s.field)];
  const planned = planSource(dataset, touched, { underlying, useRollups });
  const params = new SqlParams();
  const scope = `f.environment_id = ANY(${params.add(environmentIds, 'uuid[]')})`;
  const source = touched.some(readsSettings) ? withSettings(planned, params, settings) : planned;
  const aggregate = (field: ResolvedField) =>
    field.kind === 'column' ? source.columnSql(field.column) : source.valueSql(field);
  const ctx: FilterContext = {
    params,
    source,
    sql: aggregate,
    scope,
    otherRowConditions: (self) =>
      filters.filter((f) => f !== self && !f.onGroups && f.kind !== 'topN').map((f) => f.condition(ctx)),
  };
  const where = and([scope, ...filters.filter((f) => !f.onGroups).map((f) => f.condition(ctx))]);
  const having = and(filters.filter((f) => f.onGroups).map((f) => f.condition(ctx)));

  const fieldSql = underlying ? (field: ResolvedField) => rowSql(source, field) : aggregate;
  const groupSql = groupBy.map((field) => fieldSql(field));
  const valueSql = values.map((field) => {
    const sql = fieldSql(field);
    return field.kind === 'measure' && field.percentOfGrandTotal && !underlying
      ? `(${sql})::numeric / nullif(sum(${sql}) OVER (), 0)`
      : sql;
  });
  const fields = [...groupBy, ...values];
  const columns = fields.map((field, i): QueryColumn => ({
    field: i < groupBy.length ? query.groupBy[i]! : query.values[i - groupBy.length]!,
    // An underlying row shows an aggregated column's own value.
    ...(underlying && field.kind === 'aggregation'
      ? describeField({ ...field, kind: 'column' })
      : describeField(field)),
  }));
  const select = [...groupSql, ...valueSql].map(
    (sql, i) => `${cellSql(sql, columns[i]!.dataType, columns[i]!.format)} AS c${i}`,
  );
  const grouping = underlying
    ? ''
    : ` GROUP BY ${groupSql.length ? groupSql.join(', ') : '()'} HAVING ${having}`;
  const order = [
    ...sorts.map((sort) => `${fieldSql(sort.field)} ${sort.direction} NULLS LAST`),
    // Then by every grouping field (and, for rows, every value): pages never shuffle.
    ...groupSql.map((sql) => `${sql} ASC NULLS LAST`),
    ...(underlying ? valueSql.map((sql) => `${sql} ASC NULLS LAST`) : []),
  ];
  const body = `FROM ${source.from} WHERE ${where}${grouping}`;
  const countParams = [...params.values];
  const limit = Math.min(query.limit ?? queryRowCap, queryRowCap);
  const offset = query.offset ?? 0;
  // Groups are counted in the same statement (a window over the groups costs little beside grouping them);
  // underlying rows apart, and only when needed: a window would keep every row of the table to count it.
  const total = underlying ? '' : ', (count(*) OVER ())::int AS total';
  const sql =
    `SELECT ${select.join(', ')}${total} ${body}` +
    (order.length ? ` ORDER BY ${order.join(', ')}` : '') +
    ` LIMIT ${params.add(String(limit), 'int8')} OFFSET ${params.add(String(offset), 'int8')}`;
  return {
    sql,
    params: params.values,
    countsInline: !underlying,
    countSql: `SELECT count(*)::int AS total FROM (SELECT 1 ${body}) counted`,
    countParams,
    columns,
    table: source.table,
    limit,
    offset,
  };
}

/** A row's value of a field: a column as it is; an aggregated column is its column; a measure its rowSql. */
function rowSql(source: QuerySource, field: ResolvedField): string {
  if (field.kind === 'column' || field.kind === 'aggregation') return source.columnSql(field.column);
  if (!field.measure.rowSql) throw invalidField(field.key, 'this measure has no value for a single row');
  return field.measure.rowSql;
}

function checkUnderlying(values: ResolvedValueField[], filters: ResolvedFilter[], sorts: Sort[]): void {
  for (const field of [...values, ...sorts.map((s) => s.field)])
    if (field.kind === 'measure' && !field.measure.rowSql)
      throw invalidField(field.key, 'this measure has no value for a single row');
  const onGroups = filters.find((f) => f.onGroups);
  if (onGroups)
    throw invalidField(
      onGroups.fields[0]!.key,
      'a filter on a measure applies to groups, not to underlying rows',
    );
}
