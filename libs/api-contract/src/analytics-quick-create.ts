// Quick create (embed spec §3 "Quick create"): a dataset create config, as powerbi-models declares it, that the
// API turns into a table of the caller's environment and a dataset over it (docs/analytics.md "Quick create").
import { Type, type Static } from 'typebox';

/** What one quick create may hold: a table, its columns and rows, and the size of a value or a name. */
export const quickCreateLimits = {
  tables: 1,
  columns: 64,
  rows: 50_000,
  /** Characters of one value, and of a table's or column's name. */
  valueLength: 4_000,
  nameLength: 128,
  /** Characters of a mashup document (base64 rows included), and bytes its rows may inflate to. */
  mashupLength: 8_000_000,
  mashupInflatedBytes: 32_000_000,
} as const;

const QuickNameSchema = Type.String({ minLength: 1, maxLength: quickCreateLimits.nameLength });

export const QuickColumnSchema = Type.Object({
  name: QuickNameSchema,
  displayName: Type.Optional(Type.String({ maxLength: quickCreateLimits.nameLength })),
  /** powerbi-models' DataType (a const enum there: 'Number', 'Text', 'Date', …); checked by the API. */
  dataType: Type.String({ maxLength: 40 }),
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

/** The id of a dataset quick create made: 'quick-' and a uuid. */
export const quickDatasetIdPattern = /^quick-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Why a dataset create config was refused (400 analytics_quick_create_invalid): error_vars are the problem and
 * then its values in this order, so the frame can say it in the viewer's language.
 */
export const quickCreateProblemArgs = {
  noTable: [],
  tooManyTables: ['max'],
  duplicateColumn: ['table', 'column'],
  unknownType: ['column', 'type'],
  dataWithoutSchema: ['table'],
  tooManyRows: ['table', 'max'],
  rowLength: ['table', 'row', 'expected', 'actual'],
  badValue: ['table', 'row', 'column', 'value', 'type'],
  valueTooLong: ['table', 'row', 'column', 'max'],
  mashupUnsupported: [],
  mashupTooLarge: ['max'],
} as const satisfies Record<string, readonly string[]>;
export type QuickCreateProblem = keyof typeof quickCreateProblemArgs;
export const quickCreateInvalidCode = 'analytics_quick_create_invalid';
