// A data query of one visual, and its answer. The frame sends the visual's fields and every filter that applies
// to it (report, page, visual, slicers, cross-filtering); the API aggregates in the database over the dataset's
// whitelisted fields, scoped to the environments the token's user may see.
import { Type, type Static } from 'typebox';
import { FieldRefSchema, GroupingFieldSchema, SortSchema, ValueFieldSchema } from './analytics-fields';
import { FilterListSchema } from './analytics-filters';
import { DataTypeSchema, ValueFormatSchema } from './analytics-datasets';
import { maxQueriesPerBatch, queryRowCap } from './analytics-constants';

export const VisualQuerySchema = Type.Object(
  {
    datasetId: Type.String({ minLength: 1, maxLength: 100 }),
    /**
     * summarized: one row per distinct combination of `groupBy`, with `values` aggregated;
     * underlying: the dataset's rows themselves, `groupBy` and aggregated `values` columns as they are.
     */
    mode: Type.Optional(Type.Union([Type.Literal('summarized'), Type.Literal('underlying')])),
    groupBy: Type.Array(GroupingFieldSchema, { maxItems: 10 }),
    values: Type.Array(ValueFieldSchema, { maxItems: 10 }),
    filters: FilterListSchema,
    orderBy: Type.Optional(Type.Array(SortSchema, { maxItems: 5 })),
    /** At most queryRowCap; the answer says when more rows exist (truncated, totalRows). */
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: queryRowCap })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  },
  { additionalProperties: false },
);
export type VisualQuery = Static<typeof VisualQuerySchema>;

export const QueryCellSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type QueryCell = Static<typeof QueryCellSchema>;

export const QueryColumnSchema = Type.Object({
  /** The field it comes from, as the query named it. */
  field: FieldRefSchema,
  /** The column's or measure's name ('Região', 'Custo Total'; 'Soma de Custo' for an aggregated column). */
  name: Type.String(),
  dataType: DataTypeSchema,
  format: ValueFormatSchema,
});
export type QueryColumn = Static<typeof QueryColumnSchema>;

export const QueryResultSchema = Type.Object({
  /** groupBy columns first, then values, in the query's order. */
  columns: Type.Array(QueryColumnSchema),
  /**
   * One array per row, in column order. Dates are ISO strings ('2026-03-01'; date-times with their zone),
   * numbers are numbers (money too: the database sums exactly, the answer rounds to cents).
   */
  rows: Type.Array(Type.Array(QueryCellSchema)),
  /** Rows the query has without limit and offset. */
  totalRows: Type.Integer(),
  /** True when rows were left out (limit, or the row cap). */
  truncated: Type.Boolean(),
});
export type QueryResult = Static<typeof QueryResultSchema>;

export const QueryBatchSchema = Type.Object(
  { queries: Type.Array(VisualQuerySchema, { minItems: 1, maxItems: maxQueriesPerBatch }) },
  { additionalProperties: false },
);
export type QueryBatch = Static<typeof QueryBatchSchema>;

/** A query that failed: the same error fields as any API error (error_code is translated by the frame). */
export const QueryFailureSchema = Type.Object({
  error_code: Type.String(),
  error_message: Type.String(),
  error_vars: Type.Optional(Type.Array(Type.String())),
});
export type QueryFailure = Static<typeof QueryFailureSchema>;

/** One answer per query, in order: each either its result or why it failed (one bad visual spoils no other). */
export const QueryBatchResultSchema = Type.Object({
  results: Type.Array(
    Type.Union([
      Type.Object({ ok: Type.Literal(true), result: QueryResultSchema }),
      Type.Object({ ok: Type.Literal(false), error: QueryFailureSchema }),
    ]),
  ),
});
export type QueryBatchResult = Static<typeof QueryBatchResultSchema>;
