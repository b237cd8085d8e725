// Quick create (embed spec §3 "Quick create"): a dataset create config, as powerbi-models declares it, that the
// API turns into a table of the caller's environment and a dataset over it (docs/analytics.md "Quick create").
import { Type, type Static } from 'typebox';
import { fieldNamePattern } from './analytics-constants';
import { quickCreateLimits } from './analytics-quick-create-constants';

export * from './analytics-quick-create-constants';

/** A table's or column's name: a field name, as queries name it (FieldNameSchema's rules). */
const QuickNameSchema = Type.String({
  minLength: 1,
  maxLength: quickCreateLimits.nameLength,
  pattern: fieldNamePattern,
});

export const QuickColumnSchema = Type.Object({
  name: QuickNameSchema,
  displayName: Type.Optional(Type.String({ maxLength: quickCreateLimits.nameLength })),
  /** powerbi-models' DataType (a const enum there: 'Number', 'Text', 'Date', …); checked by the API. */
  dataType: Type.String({ maxLength: quickCreateLimits.dataTypeLength }),
  /** powerbi-models' AggregateFunction: 1 Default, 2 None, 3 Sum, 4 Min, 5 Max, 6 Count, 7 Average, 8 DistinctCount. */
  aggregateFunction: Type.Optional(Type.Integer()),
});
export type QuickColumn = Static<typeof QuickColumnSchema>;

export const QuickTableSchemaSchema = Type.Object({
  name: QuickNameSchema,
  columns: Type.Array(QuickColumnSchema, { minItems: 1, maxItems: quickCreateLimits.columns }),
});

export const QuickDataTableSchema = Type.Object({
  name: QuickNameSchema,
  rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])), {
    maxItems: quickCreateLimits.rows,
  }),
});

/** IDatasetCreateConfiguration: tableSchemaList and data, or a mashup document (its "Enter data" form). */
export const DatasetCreateConfigSchema = Type.Object({
  locale: Type.String({ minLength: 1, maxLength: 35 }),
  mashupDocument: Type.Optional(Type.String({ maxLength: quickCreateLimits.mashupLength })),
  datasourceConnectionConfig: Type.Optional(Type.Object({})),
  tableSchemaList: Type.Optional(Type.Array(QuickTableSchemaSchema, { maxItems: 20 })),
  data: Type.Optional(Type.Array(QuickDataTableSchema, { maxItems: 20 })),
});
export type DatasetCreateConfig = Static<typeof DatasetCreateConfigSchema>;

/** POST /api/v1/bi/workspaces/{id}/quick-create/token: the environment (cloud id) the new table's rows belong to. */
export const QuickCreateTokenBodySchema = Type.Object(
  { cloudId: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type QuickCreateTokenBody = Static<typeof QuickCreateTokenBodySchema>;
