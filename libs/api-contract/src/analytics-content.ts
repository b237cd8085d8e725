// Analytics content as the API stores it and the frame renders it (embed spec §3 "Layout", "Other shapes"):
// a report is pages of positioned visuals bound to one dataset's fields, with bookmarks and a theme; a dashboard
// is a grid of tiles, each pinned from a report visual or holding text. Enum-valued fields use powerbi-models'
// numbers, so the frame hands pages and visuals to the SDK as they are stored.
import { Type, type Static } from 'typebox';
import { dashboardGridColumns, visualTypes } from './analytics-constants';
import { FieldRefSchema, SortSchema } from './analytics-fields';
import { FilterListSchema } from './analytics-filters';

/** Names of pages, visuals, bookmarks and tiles: what the SDK puts in URLs (/report/pages/{name}). */
export const ContentNameSchema = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
export const DisplayNameSchema = Type.String({ minLength: 1, maxLength: 200 });

export const VisualTypeSchema = Type.Enum(visualTypes);

/** VisualContainerDisplayMode: 0 Visible, 1 Hidden. */
export const DisplayStateSchema = Type.Object(
  { mode: Type.Union([Type.Literal(0), Type.Literal(1)]) },
  { additionalProperties: false },
);

/** In page units (the page's size), as powerbi-models' IVisualLayout. */
export const VisualLayoutSchema = Type.Object(
  {
    x: Type.Number({ minimum: 0, maximum: 100_000 }),
    y: Type.Number({ minimum: 0, maximum: 100_000 }),
    z: Type.Number({ minimum: 0, maximum: 100_000 }),
    width: Type.Number({ minimum: 1, maximum: 100_000 }),
    height: Type.Number({ minimum: 1, maximum: 100_000 }),
    displayState: DisplayStateSchema,
  },
  { additionalProperties: false },
);
export type VisualLayout = Static<typeof VisualLayoutSchema>;

/**
 * What a visual shows, by role: `category` groups (axis, table columns, matrix rows, the slicer's field),
 * `series` splits into a legend, `columns` spreads a matrix, `values` are the measures.
 */
export const VisualFieldsSchema = Type.Object(
  {
    category: Type.Optional(Type.Array(FieldRefSchema, { maxItems: 10 })),
    series: Type.Optional(FieldRefSchema),
    columns: Type.Optional(Type.Array(FieldRefSchema, { maxItems: 4 })),
    values: Type.Optional(Type.Array(FieldRefSchema, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type VisualFields = Static<typeof VisualFieldsSchema>;

/**
 * What a button does when clicked (Power BI's button actions): show another page of the report, or apply
 * one of its bookmarks. The host hears `buttonClicked` first, then what the action causes (pageChanged,
 * bookmarkApplied).
 */
export const ButtonActionSchema = Type.Union([
  Type.Object(
    { type: Type.Literal('pageNavigation'), page: ContentNameSchema },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('bookmark'), bookmark: ContentNameSchema },
    { additionalProperties: false },
  ),
]);
export type ButtonAction = Static<typeof ButtonActionSchema>;

export const VisualOptionsSchema = Type.Object(
  {
    /** Slicers: a list of values (default) or a date range. */
    slicerMode: Type.Optional(Type.Union([Type.Literal('list'), Type.Literal('dateRange')])),
    /** Slicers: one value at a time. */
    singleSelect: Type.Optional(Type.Boolean()),
    /** Tables: rows per page. */
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    /** Charts: the most categories drawn (the rest are left out, and the visual says so). */
    maxCategories: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /** Textboxes: their text (plain; line breaks kept). */
    text: Type.Optional(Type.String({ maxLength: 4000 })),
    /** Charts: stacked series. */
    stacked: Type.Optional(Type.Boolean()),
    /** Show data labels. */
    dataLabels: Type.Optional(Type.Boolean()),
    /** Buttons (`actionButton`): what a click does; the button's text is the visual's title. */
    action: Type.Optional(ButtonActionSchema),
  },
  { additionalProperties: false },
);
export type VisualOptions = Static<typeof VisualOptionsSchema>;

export const VisualDefinitionSchema = Type.Object(
  {
    name: ContentNameSchema,
    title: Type.String({ maxLength: 200 }),
    type: VisualTypeSchema,
    layout: VisualLayoutSchema,
    fields: VisualFieldsSchema,
    /** Visual-level filters saved with the report. */
    filters: FilterListSchema,
    sort: Type.Optional(SortSchema),
    options: Type.Optional(VisualOptionsSchema),
  },
  { additionalProperties: false },
);
export type VisualDefinition = Static<typeof VisualDefinitionSchema>;

/** PageSizeType: 0 Widescreen, 1 Standard, 2 Cortana, 3 Letter, 4 Custom, 5 Mobile. */
export const PageSizeSchema = Type.Object(
  {
    type: Type.Integer({ minimum: 0, maximum: 5 }),
    width: Type.Number({ minimum: 1, maximum: 100_000 }),
    height: Type.Number({ minimum: 1, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type PageSize = Static<typeof PageSizeSchema>;

export const PageDefinitionSchema = Type.Object(
  {
    name: ContentNameSchema,
    displayName: DisplayNameSchema,
    order: Type.Integer({ minimum: 0 }),
    size: PageSizeSchema,
    /** SectionVisibility: 0 AlwaysVisible, 1 HiddenInViewMode. */
    visibility: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** DisplayOption: 0 FitToPage, 1 FitToWidth, 2 ActualSize. */
    displayOption: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    /** Page-level filters saved with the report. */
    filters: FilterListSchema,
    visuals: Type.Array(VisualDefinitionSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type PageDefinition = Static<typeof PageDefinitionSchema>;

export const BookmarkDefinitionSchema = Type.Object(
  {
    name: ContentNameSchema,
    displayName: DisplayNameSchema,
    /** The captured state string (what /report/bookmarks/capture returns). Absent on a group. */
    state: Type.Optional(Type.String({ maxLength: 200_000 })),
    /** A group's bookmarks (one level, as Power BI has it). */
    children: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: ContentNameSchema,
            displayName: DisplayNameSchema,
            state: Type.String({ maxLength: 200_000 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BookmarkDefinition = Static<typeof BookmarkDefinitionSchema>;

const colour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

/** A report theme, in Power BI's theme JSON names (the part we draw with). */
export const ReportThemeSchema = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    dataColors: Type.Array(colour, { minItems: 1, maxItems: 40 }),
    background: Type.Optional(colour),
    foreground: Type.Optional(colour),
    tableAccent: Type.Optional(colour),
  },
  { additionalProperties: true },
);
export type ReportTheme = Static<typeof ReportThemeSchema>;

/** What a report is, short of its id and name: what save writes and save-as copies. */
export const ReportBodySchema = Type.Object(
  {
    datasetId: Type.String({ minLength: 1, maxLength: 100 }),
    pages: Type.Array(PageDefinitionSchema, { minItems: 1, maxItems: 50 }),
    bookmarks: Type.Array(BookmarkDefinitionSchema, { maxItems: 100 }),
    theme: ReportThemeSchema,
    /** Report-level filters saved with the report. */
    filters: FilterListSchema,
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBodySchema>;

export const ReportDefinitionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: DisplayNameSchema,
  ...ReportBodySchema.properties,
});
export type ReportDefinition = Static<typeof ReportDefinitionSchema>;

export const TileLayoutSchema = Type.Object(
  {
    col: Type.Integer({ minimum: 0, maximum: dashboardGridColumns - 1 }),
    row: Type.Integer({ minimum: 0, maximum: 1000 }),
    colSpan: Type.Integer({ minimum: 1, maximum: dashboardGridColumns }),
    rowSpan: Type.Integer({ minimum: 1, maximum: 20 }),
  },
  { additionalProperties: false },
);
export type TileLayout = Static<typeof TileLayoutSchema>;

export const TileDefinitionSchema = Type.Union([
  Type.Object(
    {
      id: ContentNameSchema,
      kind: Type.Literal('visual'),
      title: Type.String({ maxLength: 200 }),
      subTitle: Type.Optional(Type.String({ maxLength: 200 })),
      layout: TileLayoutSchema,
      /** Pinned from this report's page and visual. */
      reportId: Type.String({ format: 'uuid' }),
      pageName: ContentNameSchema,
      visualName: ContentNameSchema,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      id: ContentNameSchema,
      kind: Type.Literal('text'),
      title: Type.String({ maxLength: 200 }),
      subTitle: Type.Optional(Type.String({ maxLength: 200 })),
      layout: TileLayoutSchema,
      text: Type.String({ maxLength: 4000 }),
    },
    { additionalProperties: false },
  ),
]);
export type TileDefinition = Static<typeof TileDefinitionSchema>;

export const DashboardDefinitionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: DisplayNameSchema,
  tiles: Type.Array(TileDefinitionSchema, { maxItems: 100 }),
});
export type DashboardDefinition = Static<typeof DashboardDefinitionSchema>;
