// Paginated (RDL) reports as the API stores them and the frame renders them (embed spec §3 "Paginated report
// load"): a parameterised table over one dataset's fields, laid out in printable pages. A parameter filters
// one column by the values chosen for it (parameterValues in the load config, or the report's defaults).
import { Type, type Static } from 'typebox';
import { ContentNameSchema, DisplayNameSchema } from './analytics-content';
import { CaptionsSchema, DatasetSchema } from './analytics-datasets';
import { ColumnRefSchema, FieldRefSchema, SortSchema } from './analytics-fields';
import { EmbedActionSchema } from './insights';

const ParameterValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

export const PaginatedParameterSchema = Type.Object(
  {
    /** What parameterValues name it by. */
    name: ContentNameSchema,
    /** The prompt shown beside it (pt-BR), with its captions in the other languages. */
    prompt: DisplayNameSchema,
    captions: Type.Optional(CaptionsSchema),
    /** The column it filters; its values are the column's. */
    field: ColumnRefSchema,
    /** Several values at once, or one. */
    multiValue: Type.Boolean(),
    /** Chosen until the viewer or the load config chooses others; none means every value. */
    defaultValues: Type.Array(ParameterValueSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type PaginatedParameter = Static<typeof PaginatedParameterSchema>;

export const PaginatedReportDefinitionSchema = Type.Object(
  {
    datasetId: Type.String({ minLength: 1, maxLength: 100 }),
    /** The heading of every page (pt-BR), with its captions in the other languages. */
    title: DisplayNameSchema,
    titleCaptions: Type.Optional(CaptionsSchema),
    parameters: Type.Array(PaginatedParameterSchema, { maxItems: 10 }),
    /** The table's columns, in order: groupings and values of the dataset. */
    columns: Type.Array(FieldRefSchema, { minItems: 1, maxItems: 20 }),
    sort: Type.Array(SortSchema, { maxItems: 4 }),
    /** Rows on each printed page. */
    rowsPerPage: Type.Integer({ minimum: 5, maximum: 200 }),
  },
  { additionalProperties: false },
);
export type PaginatedReportDefinition = Static<typeof PaginatedReportDefinitionSchema>;

export const PaginatedReportContentSchema = Type.Object({
  report: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    ...PaginatedReportDefinitionSchema.properties,
  }),
  dataset: DatasetSchema,
  actions: Type.Array(EmbedActionSchema),
});
export type PaginatedReportContent = Static<typeof PaginatedReportContentSchema>;
