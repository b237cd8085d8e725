// A dataset as the frame and a host page see it: its tables, their columns, measures and hierarchies, with
// names that filter targets and visual bindings use, and how values are formatted. How they map to SQL stays
// in the API (apps/api/src/domains/analytics/datasets).
import { Type, type Static } from 'typebox';

export const DataTypeSchema = Type.Union([
  Type.Literal('text'),
  Type.Literal('integer'),
  Type.Literal('number'),
  Type.Literal('date'),
  Type.Literal('dateTime'),
  Type.Literal('boolean'),
]);
export type DataType = Static<typeof DataTypeSchema>;

/**
 * How a value is shown (in the viewer's locale): currency (BRL), percent (0.25 → 25%), integer, decimal,
 * date, month ('mar/2026' for the first day of a month), dateTime, text, webUrl (a text column of web
 * addresses: tables show an http(s) address as a link).
 */
export const ValueFormatSchema = Type.Union([
  Type.Literal('currency'),
  Type.Literal('percent'),
  Type.Literal('integer'),
  Type.Literal('decimal'),
  Type.Literal('date'),
  Type.Literal('month'),
  Type.Literal('dateTime'),
  Type.Literal('text'),
  Type.Literal('webUrl'),
]);
export type ValueFormat = Static<typeof ValueFormatSchema>;

/** A caption per portal language beside the name (which stays the identifier, as in powerbi-models targets). */
export const CaptionsSchema = Type.Object({
  /** Only where the name is not itself the pt-BR text (a quick create column's displayName). */
  pt: Type.Optional(Type.String()),
  en: Type.Optional(Type.String()),
  es: Type.Optional(Type.String()),
});
export type Captions = Static<typeof CaptionsSchema>;

export const DatasetColumnSchema = Type.Object({
  name: Type.String(),
  dataType: DataTypeSchema,
  format: ValueFormatSchema,
  captions: Type.Optional(CaptionsSchema),
  description: Type.Optional(Type.String()),
});
export type DatasetColumn = Static<typeof DatasetColumnSchema>;

export const DatasetMeasureSchema = Type.Object({
  name: Type.String(),
  dataType: DataTypeSchema,
  format: ValueFormatSchema,
  captions: Type.Optional(CaptionsSchema),
  description: Type.Optional(Type.String()),
});
export type DatasetMeasure = Static<typeof DatasetMeasureSchema>;

export const DatasetHierarchySchema = Type.Object({
  name: Type.String(),
  /** Top level first; each level is one of the table's columns. */
  levels: Type.Array(Type.Object({ name: Type.String(), column: Type.String() })),
});
export type DatasetHierarchy = Static<typeof DatasetHierarchySchema>;

export const DatasetTableSchema = Type.Object({
  name: Type.String(),
  captions: Type.Optional(CaptionsSchema),
  columns: Type.Array(DatasetColumnSchema),
  measures: Type.Array(DatasetMeasureSchema),
  hierarchies: Type.Array(DatasetHierarchySchema),
});
export type DatasetTable = Static<typeof DatasetTableSchema>;

export const DatasetSchema = Type.Object({
  /** A stable id, e.g. 'consumo'. */
  id: Type.String(),
  name: Type.String(),
  tables: Type.Array(DatasetTableSchema),
});
export type Dataset = Static<typeof DatasetSchema>;
