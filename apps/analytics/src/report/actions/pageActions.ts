import type { PageDefinition } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { newContentName } from '../contentNames';
import { pageDescriptorOf } from '../descriptors';
import { badRequest, invalidRequest, notFound } from '../refusal';
import { activePageOf, pageOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import type { ReportState } from '../reportState';

/** What goes with the page shown: a selection, a focused visual or a table view belong to the old page. */
const leavingPage = (state: ReportState, page: string): ReportState => ({
  ...state,
  activePage: page,
  selection: null,
  selectedVisual: null,
  focusedVisual: null,
  tableViewVisual: null,
});

/** Shows another page (PUT /report/pages/active, page navigation) and sends pageChanged {newPage, oldPage}. */
export function setActivePage(session: ReportSession, name: string): void {
  const state = session.state;
  if (!pageOf(state, name)) throw notFound('page', name);
  if (state.singleVisual)
    throw badRequest('notSupported', 'Set page is not supported while embedding a visual.');
  if (state.activePage === name) return;
  const oldPage = session.pageDescriptor(state.activePage);
  session.update((current) => leavingPage(current, name));
  session.emit('pageChanged', { newPage: session.pageDescriptor(name), oldPage });
}

function validDisplayName(displayName: unknown): string {
  if (typeof displayName !== 'string') throw invalidRequest([{ message: 'displayName must be a string' }]);
  const trimmed = displayName.trim();
  if (trimmed === '' || trimmed.length > 200) throw invalidRequest([{ message: 'displayName is invalid' }]);
  return trimmed;
}

/**
 * Adds an empty page after the others, the active page's size and display option, and shows it (Power
 * BI's addPage: the new page becomes the active one, and the report has unsaved changes).
 */
export function addPage(session: ReportSession, displayName: unknown): models.IPage {
  const state = session.state;
  const template = activePageOf(state);
  const name = newContentName('ReportSection', new Set(state.report.pages.map((page) => page.name)));
  const page: PageDefinition = {
    name,
    displayName:
      displayName === undefined || displayName === null
        ? session.context.t('newPage', { number: state.report.pages.length + 1 })
        : validDisplayName(displayName),
    order: Math.max(...state.report.pages.map((candidate) => candidate.order)) + 1,
    size: { ...template.size },
    visibility: models.SectionVisibility.AlwaysVisible,
    displayOption: template.displayOption,
    filters: [],
    visuals: [],
  };
  const oldPage = session.pageDescriptor(state.activePage);
  session.update((current) => ({
    ...leavingPage(current, name),
    report: { ...current.report, pages: [...current.report.pages, page] },
    filters: { ...current.filters, pages: { ...current.filters.pages, [name]: [] } },
    dirty: true,
  }));
  session.emit('pageChanged', { newPage: session.pageDescriptor(name), oldPage });
  return pageDescriptorOf(page, name);
}

/** Removes a page (never the last one); when it was shown, its neighbour is shown instead. */
export function deletePage(session: ReportSession, name: string): void {
  const state = session.state;
  const index = state.report.pages.findIndex((page) => page.name === name);
  if (index < 0) throw notFound('page', name);
  if (state.report.pages.length === 1) throw badRequest('lastPage', 'A report keeps at least one page.');
  const pages = state.report.pages.filter((page) => page.name !== name);
  const wasActive = state.activePage === name;
  const next = (pages[index] ?? pages[index - 1])!.name;
  const oldPage = session.pageDescriptor(name);
  session.update((current) => {
    const { [name]: _removed, ...pageFilters } = current.filters.pages;
    const base = wasActive ? leavingPage(current, next) : current;
    return {
      ...base,
      report: { ...current.report, pages },
      filters: { ...current.filters, pages: pageFilters },
      dirty: true,
    };
  });
  if (wasActive) session.emit('pageChanged', { newPage: session.pageDescriptor(next), oldPage });
}

/** Renames a page (PUT /report/pages/{name}/name). */
export function renamePage(session: ReportSession, name: string, displayName: unknown): void {
  if (!pageOf(session.state, name)) throw notFound('page', name);
  const trimmed = validDisplayName(displayName);
  session.update((state) => ({
    ...state,
    report: {
      ...state.report,
      pages: state.report.pages.map((page) =>
        page.name === name ? { ...page, displayName: trimmed } : page,
      ),
    },
    dirty: true,
  }));
}
