import type { models } from '@nuvem/embed';
import { selectionFilters } from './crossFilter';
import { pageOf, visualOf } from './reportLookups';
import { visualKeyOf, type ReportState } from './reportState';

/**
 * Every filter that narrows one visual's data (docs/analytics.md "State"): the report's, its page's and its
 * own, the selections of the page's other slicers, and the cross-filter of a selection made in another
 * visual of the page. A visual is never narrowed by its own slicer selection or its own data selection.
 */
export function filtersForVisual(state: ReportState, page: string, visual: string): models.IFilter[] {
  const key = visualKeyOf(page, visual);
  const filters = [
    ...state.filters.report,
    ...(state.filters.pages[page] ?? []),
    ...(state.filters.visuals[key] ?? []),
  ];
  for (const other of pageOf(state, page)?.visuals ?? []) {
    if (other.name === visual || other.type !== 'slicer') continue;
    filters.push(...(state.slicers[visualKeyOf(page, other.name)] ?? []));
  }
  const { selection } = state;
  if (selection && selection.page === page && selection.visual !== visual) {
    const source = visualOf(state, page, selection.visual);
    if (source) filters.push(...selectionFilters(source, selection.points));
  }
  return filters;
}
