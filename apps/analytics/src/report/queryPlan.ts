import type { FieldRef, VisualDefinition, VisualQuery } from '@nuvem/api-contract';
import type { FieldCatalog } from '../data/fieldCatalog';
import { queryFiltersOf } from '../data/queryFilters';
import { queryKeyOf } from '../data/queryCache';
import { fieldRolesOf, visualQueryOf, type FieldRole } from '../data/visualQuery';
import { filtersForVisual } from './filtersForVisual';
import { visualKeyOf, type ReportState, type VisualKey } from './reportState';
import { visibleVisualsOf } from './visibleVisuals';

export interface PlannedQuery {
  key: VisualKey;
  query: VisualQuery;
  queryKey: string;
  roles: Map<string, { field: FieldRef; role: FieldRole }>;
}

/** Whether a field holds dates, by the dataset's declared format. */
export const isDateFieldIn = (catalog: FieldCatalog) => (field: FieldRef) => {
  const format = catalog.info(field)?.format;
  return format === 'date' || format === 'month' || format === 'dateTime';
};

/** The query that fills one visual now, with every filter that applies to it; null for a textbox or a button. */
export function plannedQueryOf(
  state: ReportState,
  catalog: FieldCatalog,
  page: string,
  visual: VisualDefinition,
): PlannedQuery | null {
  const key = visualKeyOf(page, visual.name);
  const query = visualQueryOf({
    datasetId: state.report.datasetId,
    visual,
    filters: queryFiltersOf(filtersForVisual(state, page, visual.name)),
    sort: state.sorts[key],
    isDateField: isDateFieldIn(catalog),
  });
  return query && { key, query, queryKey: queryKeyOf(query), roles: fieldRolesOf(visual) };
}

/** The queries of every visual the frame draws now (docs/analytics.md: "queries every visible visual"). */
export function queryPlanOf(state: ReportState, catalog: FieldCatalog): PlannedQuery[] {
  return visibleVisualsOf(state).flatMap(
    ({ page, visual }) => plannedQueryOf(state, catalog, page, visual) ?? [],
  );
}
