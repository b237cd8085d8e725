// What a visual, a sort or a filter refers to in a dataset (embed spec §3 "Filters" → Target): a column, a
// measure, a column with an aggregation, or a level of a hierarchy. The shapes are powerbi-models' targets, so
// a host page's filter targets and our visual field bindings are one and the same thing.
import { Type, type Static } from 'typebox';
import { aggregationFunctions, fieldNameLength, fieldNamePattern } from './analytics-constants';

/** A dataset's table or field name: short, printable, no control characters. */
export const FieldNameSchema = Type.String({
  minLength: 1,
  maxLength: fieldNameLength,
  pattern: fieldNamePattern,
});

export const ColumnRefSchema = Type.Object(
  { $schema: Type.Optional(Type.String()), table: FieldNameSchema, column: FieldNameSchema },
  { additionalProperties: false },
);
export type ColumnRef = Static<typeof ColumnRefSchema>;

export const MeasureRefSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    table: FieldNameSchema,
    measure: FieldNameSchema,
    percentOfGrandTotal: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MeasureRef = Static<typeof MeasureRefSchema>;

/**
 * Aggregations a column may be summarised with, by powerbi-models' names; on the wire a filter target
 * carries the number (its enum), a visual binding the name.
 */
export const AggregationFunctionSchema = Type.Enum(aggregationFunctions);

export const AggregatedColumnRefSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    table: FieldNameSchema,
    column: FieldNameSchema,
    aggregationFunction: AggregationFunctionSchema,
  },
  { additionalProperties: false },
);
export type AggregatedColumnRef = Static<typeof AggregatedColumnRefSchema>;

export const HierarchyLevelRefSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    table: FieldNameSchema,
    hierarchy: FieldNameSchema,
    hierarchyLevel: FieldNameSchema,
  },
  { additionalProperties: false },
);
export type HierarchyLevelRef = Static<typeof HierarchyLevelRefSchema>;

/** A field that groups (a category, a legend, a row): a column or a hierarchy level. */
export const GroupingFieldSchema = Type.Union([ColumnRefSchema, HierarchyLevelRefSchema]);
export type GroupingField = Static<typeof GroupingFieldSchema>;

/** A field that yields a number per group: a measure or an aggregated column. */
export const ValueFieldSchema = Type.Union([MeasureRefSchema, AggregatedColumnRefSchema]);
export type ValueField = Static<typeof ValueFieldSchema>;

/**
 * The aggregated column comes before the plain one: the API's validator drops properties a schema does not
 * declare (Fastify's removeAdditional), so a column branch tried first would pass an aggregated column as a
 * plain one, its aggregationFunction removed.
 */
export const FieldRefSchema = Type.Union([
  AggregatedColumnRefSchema,
  ColumnRefSchema,
  MeasureRefSchema,
  HierarchyLevelRefSchema,
]);
export type FieldRef = Static<typeof FieldRefSchema>;

export const SortDirectionSchema = Type.Union([Type.Literal('Ascending'), Type.Literal('Descending')]);
export type SortDirection = Static<typeof SortDirectionSchema>;

export const SortSchema = Type.Object(
  { field: FieldRefSchema, direction: SortDirectionSchema },
  { additionalProperties: false },
);
export type Sort = Static<typeof SortSchema>;
