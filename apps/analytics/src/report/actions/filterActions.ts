import { models } from '@nuvem/embed';
import { withSchema } from '../../data/filterSchema';
import { applyFiltersOperation } from '../filterOperations';
import { filterErrors } from '../filterValidation';
import { invalidRequest, notFound } from '../refusal';
import { pageOf, visualOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { visualKeyOf, type ReportState } from '../reportState';

/** Which level's filters a request is about (the URL it came to). */
export type FilterScope =
  { level: 'report' } | { level: 'page'; page: string } | { level: 'visual'; page: string; visual: string };

function checkScope(state: ReportState, scope: FilterScope): void {
  if (scope.level === 'report') return;
  if (!pageOf(state, scope.page)) throw notFound('page', scope.page);
  if (scope.level === 'visual' && !visualOf(state, scope.page, scope.visual))
    throw notFound('visual', scope.visual);
}

export function filtersAt(state: ReportState, scope: FilterScope): models.IFilter[] {
  checkScope(state, scope);
  if (scope.level === 'report') return state.filters.report;
  if (scope.level === 'page') return state.filters.pages[scope.page] ?? [];
  return state.filters.visuals[visualKeyOf(scope.page, scope.visual)] ?? [];
}

function withFiltersAt(state: ReportState, scope: FilterScope, filters: models.IFilter[]): ReportState {
  const { report, pages, visuals } = state.filters;
  const next =
    scope.level === 'report'
      ? { report: filters, pages, visuals }
      : scope.level === 'page'
        ? { report, pages: { ...pages, [scope.page]: filters }, visuals }
        : { report, pages, visuals: { ...visuals, [visualKeyOf(scope.page, scope.visual)]: filters } };
  return { ...state, filters: next };
}

const levelOf: Record<FilterScope['level'], models.FiltersLevel> = {
  report: models.FiltersLevel.Report,
  page: models.FiltersLevel.Page,
  visual: models.FiltersLevel.Visual,
};

/**
 * Changes one level's filters (POST {filtersOperation, filters} and PUT on the filters routes, and the
 * filter pane): every filter is validated first and nothing changes when one fails. The visuals then
 * query again (the data sync sees the new filters) and filtersApplied is sent. Filters saved with the
 * report change in edit mode only, so only then is the report left with unsaved changes.
 */
export function updateFiltersAt(
  session: ReportSession,
  scope: FilterScope,
  operation: models.FiltersOperations,
  filters: readonly models.IFilter[] = [],
): void {
  checkScope(session.state, scope);
  const errors = filterErrors(filters, session.catalog);
  if (errors) throw invalidRequest(errors);
  const next = applyFiltersOperation(filtersAt(session.state, scope), operation, filters.map(withSchema));
  session.update((state) => ({
    ...withFiltersAt(state, scope, next),
    dirty: state.dirty || state.viewMode === models.ViewMode.Edit,
  }));
  // Power BI documents no payload for filtersApplied; the level's filters and where they apply say it all.
  session.emit('filtersApplied', {
    filtersLevel: levelOf[scope.level],
    filters: next,
    ...(scope.level !== 'report' ? { page: session.pageDescriptor(scope.page) } : {}),
    ...(scope.level === 'visual' ? { visual: session.visualDescriptor(scope.page, scope.visual) } : {}),
  });
}

/** A filter pane card was edited: its filter, at its level and place, gets the new condition. */
export function changeFilterCard(
  session: ReportSession,
  card: { scope: FilterScope; index: number },
  filter: models.IFilter,
): void {
  const current = filtersAt(session.state, card.scope);
  if (card.index >= current.length) return;
  const next = current.map((existing, index) => (index === card.index ? filter : existing));
  updateFiltersAt(session, card.scope, models.FiltersOperations.ReplaceAll, next);
}
