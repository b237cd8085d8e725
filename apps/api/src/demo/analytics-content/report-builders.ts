// Small builders for the demo reports: field references of one table, visuals, pages laid out in rows on a
// 12-column grid of a 1280 × 720 page (so no two visuals overlap), filters and bookmarks.
import {
  encodeViewState,
  type AdvancedFilter,
  type AggregatedColumnRef,
  type AggregationFunction,
  type BasicFilter,
  type BookmarkDefinition,
  type ButtonAction,
  type ColumnRef,
  type FieldRef,
  type Filter,
  type MeasureRef,
  type PageDefinition,
  type RelativeDateFilter,
  type RelativeTimeFilter,
  type ReportViewState,
  type TopNFilter,
  type VisualDefinition,
  type VisualFields,
  type VisualOptions,
  type VisualType,
} from '@nuvem/api-contract';

export const pageWidth = 1280;
export const pageHeight = 720;
const margin = 16;
const gap = 12;
const columnWidth = (pageWidth - 2 * margin - 11 * gap) / 12;

/** Field references of one table of a dataset. */
export function fieldsOf(table: string) {
  return {
    col: (column: string): ColumnRef => ({ table, column }),
    m: (measure: string): MeasureRef => ({ table, measure }),
    agg: (column: string, aggregationFunction: AggregationFunction): AggregatedColumnRef => ({
      table,
      column,
      aggregationFunction,
    }),
  };
}

/** A visual before it is placed. */
export type VisualSpec = Omit<VisualDefinition, 'layout'>;

export function visual(
  name: string,
  type: VisualType,
  title: string,
  fields: VisualFields,
  extra: { options?: VisualOptions; filters?: Filter[]; sort?: VisualDefinition['sort'] } = {},
): VisualSpec {
  return {
    name,
    title,
    type,
    fields,
    filters: extra.filters ?? [],
    ...(extra.sort ? { sort: extra.sort } : {}),
    ...(extra.options ? { options: extra.options } : {}),
  };
}

export const card = (name: string, title: string, value: FieldRef, filters: Filter[] = []) =>
  visual(name, 'card', title, { values: [value] }, { filters });

export const textbox = (name: string, text: string) => visual(name, 'textbox', '', {}, { options: { text } });

/** A button (Power BI's action button): its title is its text, a click shows a page or applies a bookmark. */
export const actionButton = (name: string, title: string, action: ButtonAction) =>
  visual(name, 'actionButton', title, {}, { options: { action } });

export const listSlicer = (name: string, title: string, column: ColumnRef) =>
  visual(name, 'slicer', title, { category: [column] }, { options: { slicerMode: 'list' } });

export const dateSlicer = (name: string, title: string, column: ColumnRef) =>
  visual(name, 'slicer', title, { category: [column] }, { options: { slicerMode: 'dateRange' } });

export const descending = (field: FieldRef): VisualDefinition['sort'] => ({ field, direction: 'Descending' });
export const ascending = (field: FieldRef): VisualDefinition['sort'] => ({ field, direction: 'Ascending' });

/** A row of visuals of one height; spans are twelfths of the page's width. */
export interface PageRow {
  height: number;
  visuals: [span: number, spec: VisualSpec][];
}

/** Places the rows top to bottom, each visual beside the previous one: nothing overlaps, nothing leaves the page. */
export function layOut(rows: PageRow[]): VisualDefinition[] {
  let y = margin;
  let z = 0;
  const placed: VisualDefinition[] = [];
  for (const row of rows) {
    let column = 0;
    for (const [span, spec] of row.visuals) {
      if (column + span > 12) throw new Error(`demo content: row too wide at ${spec.name}`);
      placed.push({
        ...spec,
        layout: {
          x: margin + column * (columnWidth + gap),
          y,
          z: (z += 1000),
          width: span * columnWidth + (span - 1) * gap,
          height: row.height,
          displayState: { mode: 0 },
        },
      });
      column += span;
    }
    y += row.height + gap;
  }
  if (y - gap + margin > pageHeight) throw new Error('demo content: rows taller than the page');
  return placed;
}

export function page(
  name: string,
  displayName: string,
  order: number,
  rows: PageRow[],
  filters: Filter[] = [],
): PageDefinition {
  return {
    name,
    displayName,
    order,
    size: { type: 0, width: pageWidth, height: pageHeight },
    visibility: 0,
    displayOption: 0,
    filters,
    visuals: layOut(rows),
  };
}

const schema = (kind: string) => `http://powerbi.com/product/schema#${kind}`;

export const basicFilter = (target: ColumnRef, values: (string | number | boolean)[]): BasicFilter => ({
  $schema: schema('basic') as BasicFilter['$schema'],
  filterType: 1,
  target,
  operator: 'In',
  values,
});

export const advancedFilter = (
  target: FieldRef,
  logicalOperator: 'And' | 'Or',
  conditions: NonNullable<AdvancedFilter['conditions']>,
): AdvancedFilter => ({
  $schema: schema('advanced') as AdvancedFilter['$schema'],
  filterType: 0,
  target: target as AdvancedFilter['target'],
  logicalOperator,
  conditions,
});

export const topN = (
  target: ColumnRef,
  itemCount: number,
  orderBy: FieldRef,
  operator: 'Top' | 'Bottom' = 'Top',
): TopNFilter => ({
  $schema: schema('topN') as TopNFilter['$schema'],
  filterType: 5,
  target,
  operator,
  itemCount,
  orderBy,
});

/** RelativeDateOperators 0 InLast, 1 InThis, 2 InNext; units 0 Days … 6 CalendarYears. */
export const relativeDate = (
  target: ColumnRef,
  operator: 0 | 1 | 2,
  timeUnitsCount: number,
  timeUnitType: number,
  includeToday = false,
): RelativeDateFilter => ({
  $schema: schema('relativeDate') as RelativeDateFilter['$schema'],
  filterType: 4,
  target,
  operator,
  timeUnitsCount,
  timeUnitType,
  includeToday,
});

export const relativeTime = (
  target: ColumnRef,
  timeUnitsCount: number,
  /** 7 Minutes, 8 Hours. */
  timeUnitType: 7 | 8,
): RelativeTimeFilter => ({
  $schema: schema('relativeTime') as RelativeTimeFilter['$schema'],
  filterType: 7,
  target,
  operator: 0,
  timeUnitsCount,
  timeUnitType,
});

/** A bookmark capturing a page with report-level filters (and slicer selections, by 'page/visual'). */
export function bookmark(
  name: string,
  displayName: string,
  activePage: string,
  reportFilters: Filter[],
  slicers: ReportViewState['slicers'] = {},
): BookmarkDefinition {
  const state: ReportViewState = {
    version: 1,
    activePage,
    filters: { report: reportFilters, pages: {}, visuals: {} },
    slicers,
  };
  return { name, displayName, state: encodeViewState(state) };
}
