import type {
  Filter,
  FieldRef,
  GroupingField,
  Sort,
  ValueField,
  VisualDefinition,
  VisualQuery,
} from '@nuvem/api-contract';
import type { VisualDataColumn } from '@nuvem/ui';
import { fieldKey, isValueField, queryRowCap } from '@nuvem/api-contract/paths';

/** Rows a table visual asks for at once (it pages through them); the answer says when there are more. */
export const TABLE_ROW_LIMIT = 1000;
/** Values a list slicer offers. */
export const SLICER_VALUE_LIMIT = 1000;
/** Cells a matrix asks for. */
export const MATRIX_ROW_LIMIT = 5000;

export type FieldRole = VisualDataColumn['role'];

const CHART_TYPES = new Set([
  'clusteredBarChart',
  'clusteredColumnChart',
  'lineChart',
  'areaChart',
  'pieChart',
  'donutChart',
]);
const OVER_TIME_TYPES = new Set(['lineChart', 'areaChart']);

export const isChartType = (type: string) => CHART_TYPES.has(type);

/** Visuals that never show data: a textbox (its text) and a button (its label); they draw on their own. */
const STATIC_TYPES = new Set(['textbox', 'actionButton']);
export const isStaticVisual = (visual: Pick<VisualDefinition, 'type'>) => STATIC_TYPES.has(visual.type);

/** Visuals that draw data: not a textbox or a button, and bound to some field (an unbound visual has nothing to ask for). */
export const queriesData = (visual: Pick<VisualDefinition, 'type' | 'fields'>) =>
  !isStaticVisual(visual) &&
  Object.values(visual.fields).some((bound) =>
    Array.isArray(bound) ? bound.length > 0 : bound !== undefined,
  );

/** Each bound field by key, with the role it plays (a measure or aggregation bound as a category still counts as a value). */
export function fieldRolesOf(visual: VisualDefinition): Map<string, { field: FieldRef; role: FieldRole }> {
  const roles = new Map<string, { field: FieldRef; role: FieldRole }>();
  const add = (field: FieldRef, role: FieldRole) => {
    const key = fieldKey(field);
    if (!roles.has(key)) roles.set(key, { field, role: isValueField(field) ? 'value' : role });
  };
  const { category = [], series, columns = [], values = [] } = visual.fields;
  // A plain column among the values is a grouping column (a table's text column).
  for (const field of category) add(field, 'category');
  if (series) add(series, 'series');
  for (const field of columns) add(field, 'columns');
  for (const field of values) add(field, isValueField(field) ? 'value' : 'category');
  return roles;
}

export interface VisualQueryInput {
  datasetId: string;
  visual: VisualDefinition;
  /** Every filter that applies to the visual, already in the API's shape. */
  filters: Filter[];
  /** The sort a host or the viewer chose; the definition's otherwise. */
  sort?: Sort;
  /** Whether a field holds dates (charts over dates read in time order). */
  isDateField: (field: FieldRef) => boolean;
}

/** The query that fills one visual, or null for one that shows no data. */
export function visualQueryOf(input: VisualQueryInput): VisualQuery | null {
  const { visual } = input;
  if (!queriesData(visual)) return null;
  const roles = [...fieldRolesOf(visual).values()];
  const groupBy = roles.filter(({ role }) => role !== 'value').map(({ field }) => field as GroupingField);
  const values = roles.filter(({ role }) => role === 'value').map(({ field }) => field as ValueField);
  if (visual.type === 'slicer') {
    const [field] = groupBy;
    if (!field) return null;
    return {
      datasetId: input.datasetId,
      groupBy: [field],
      values: [],
      filters: input.filters,
      orderBy: [{ field, direction: 'Ascending' }],
      limit: SLICER_VALUE_LIMIT,
    };
  }
  const sort = input.sort ?? visual.sort ?? defaultSortOf(visual, groupBy, values, input.isDateField);
  const query: VisualQuery = {
    datasetId: input.datasetId,
    groupBy,
    values,
    filters: input.filters,
    ...(sort ? { orderBy: [sort] } : {}),
  };
  const limit = limitOf(visual, groupBy);
  return limit === undefined ? query : { ...query, limit };
}

/** Over dates, in time order; other bar, column and pie charts biggest first (Power BI's defaults). */
function defaultSortOf(
  visual: VisualDefinition,
  groupBy: GroupingField[],
  values: ValueField[],
  isDateField: (field: FieldRef) => boolean,
): Sort | undefined {
  const [category] = groupBy;
  if (!isChartType(visual.type) || !category) return undefined;
  if (isDateField(category) || OVER_TIME_TYPES.has(visual.type))
    return { field: category, direction: 'Ascending' };
  const [value] = values;
  return value ? { field: value, direction: 'Descending' } : undefined;
}

function limitOf(visual: VisualDefinition, groupBy: GroupingField[]): number | undefined {
  switch (visual.type) {
    case 'tableEx':
      return TABLE_ROW_LIMIT;
    case 'pivotTable':
      return MATRIX_ROW_LIMIT;
    default: {
      const max = visual.options?.maxCategories;
      // Only a single grouping can be cut by category count: with a series each category has several rows.
      return max !== undefined && groupBy.length === 1 && !visual.fields.series
        ? Math.min(max, queryRowCap)
        : undefined;
    }
  }
}
