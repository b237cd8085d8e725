import type { ReportContent, ReportDefinition } from '@nuvem/api-contract';
import { decodeViewState } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import type { FieldCatalog } from '../data/fieldCatalog';
import { withSchema } from '../data/filterSchema';
import { frameError, notFoundError } from '../protocol/frameErrors';
import { findBookmark } from './bookmarks';
import { applyFiltersOperation } from './filterOperations';
import { filterErrors } from './filterValidation';
import { canEdit } from './permissions';
import { pageOf } from './reportLookups';
import { visualKeyOf, type ReportState } from './reportState';
import { slicersSelectedBy } from './slicerSelectors';
import { themeWith } from './themes';
import { applyViewState, filtersInViewState } from './viewState';

/** What /report/load carries: the models' load configuration, plus a visual embed's names. */
export type ReportLoadConfig = Omit<models.IReportLoadConfiguration, 'filters'> & {
  filters?: models.ReportLevelFilters[] | models.OnLoadFilters;
  visualName?: string;
};

export interface InitialReport {
  state: ReportState;
  /** Parts of the config that could not be applied (sent as `error` events; the report loads anyway). */
  warnings: models.IError[];
  /** A failure that stops the load (a visual embed's visual is missing). */
  fatal?: models.IError;
}

const byOrder = (report: ReportDefinition): ReportDefinition => ({
  ...report,
  pages: [...report.pages].sort((a, b) => a.order - b.order),
});

function definitionState(content: ReportContent, config: ReportLoadConfig): ReportState {
  const report = byOrder(content.report);
  const visuals: ReportState['filters']['visuals'] = {};
  const pages: ReportState['filters']['pages'] = {};
  for (const page of report.pages) {
    pages[page.name] = page.filters as unknown as models.IFilter[];
    for (const visual of page.visuals)
      if (visual.filters.length > 0)
        visuals[visualKeyOf(page.name, visual.name)] = visual.filters as unknown as models.IFilter[];
  }
  const firstShown =
    report.pages.find((page) => page.visibility === models.SectionVisibility.AlwaysVisible) ??
    report.pages[0]!;
  const settings = config.settings ?? {};
  const appliedTheme =
    (config.theme as { themeJson?: Record<string, unknown> } | undefined)?.themeJson ?? null;
  return {
    report,
    dataset: content.dataset,
    actions: content.actions,
    permissions: config.permissions,
    activePage: firstShown.name,
    filters: { report: report.filters as unknown as models.IFilter[], pages, visuals },
    slicers: {},
    selection: null,
    selectedVisual: null,
    settings,
    initialLayoutType: settings.layoutType ?? models.LayoutType.Master,
    viewMode: models.ViewMode.View,
    dirty: false,
    theme: themeWith(report.theme, appliedTheme),
    appliedTheme,
    sorts: {},
    focusedVisual: null,
    tableViewVisual: null,
    overlayEpoch: 0,
    bookmarksPlaying: false,
    appliedBookmark: null,
    userStateApplied: false,
    singleVisual: null,
    rendering: true,
    visualData: {},
    paneValues: {},
    saveAsPrompt: false,
  };
}

/**
 * The report as a load config asks for it, in Power BI's order: the user's persistent filters (when
 * enabled), the page, the filters (a list replaces the report's; OnLoadFilters says how for all pages and
 * the current one), the slicers, a bookmark (which may change the page again), the theme and the mode.
 * Every filter is validated as the filter routes validate it; what fails is reported and left out.
 */
export function initialReportState(
  content: ReportContent,
  config: ReportLoadConfig,
  catalog: FieldCatalog,
): InitialReport {
  let state = definitionState(content, config);
  const warnings: models.IError[] = [];
  const warn = (message: string, detail: string) => warnings.push(frameError(message, detail));
  const usable = (filters: readonly models.IFilter[] | undefined, what: string) => {
    const errors = filterErrors(filters ?? [], catalog);
    if (errors) warn('invalidFilters', `${what}: ${errors.map((error) => error.message).join('; ')}`);
    return errors ? undefined : (filters ?? []).map(withSchema);
  };

  if (config.settings?.persistentFiltersEnabled && content.userState) {
    const view = decodeViewState(content.userState.state);
    const applied =
      view && !filterErrors(filtersInViewState(view), catalog) ? applyViewState(state, view) : undefined;
    if (applied) state = { ...applied, userStateApplied: true };
  }

  if (config.pageName !== undefined) {
    if (pageOf(state, config.pageName)) state = { ...state, activePage: config.pageName };
    else
      warn(
        'pageNotFound',
        `The page '${config.pageName}' was not found; the report opened on its first page.`,
      );
  }

  const filters = config.filters;
  if (Array.isArray(filters)) {
    const list = usable(filters as models.IFilter[], 'filters');
    if (list) state = { ...state, filters: { ...state.filters, report: list } };
  } else if (filters && typeof filters === 'object') {
    const { allPages, currentPage } = filters;
    const allPagesList = allPages && usable(allPages.filters, 'filters.allPages');
    if (allPages && allPagesList) {
      const report = applyFiltersOperation(state.filters.report, allPages.operation, allPagesList);
      state = { ...state, filters: { ...state.filters, report } };
    }
    const currentList = currentPage && usable(currentPage.filters, 'filters.currentPage');
    if (currentPage && currentList) {
      const page = applyFiltersOperation(
        state.filters.pages[state.activePage] ?? [],
        currentPage.operation,
        currentList,
      );
      state = {
        ...state,
        filters: { ...state.filters, pages: { ...state.filters.pages, [state.activePage]: page } },
      };
    }
  }

  for (const slicer of config.slicers ?? []) {
    const page = pageOf(state, state.activePage)!;
    const list = usable(slicer.state?.filters as models.IFilter[] | undefined, 'slicers');
    if (!list) continue;
    const selected = slicersSelectedBy(page, slicer.selector);
    if (selected.length === 0)
      warn('slicerNotFound', 'No slicer of the page matches a slicer selector of the config.');
    const slicers = { ...state.slicers };
    for (const visual of selected) slicers[visualKeyOf(page.name, visual.name)] = list;
    state = { ...state, slicers };
  }

  if (config.bookmark) {
    const bookmark = config.bookmark as { name?: string; state?: string };
    const encoded =
      bookmark.state ??
      (bookmark.name ? findBookmark(state.report.bookmarks, bookmark.name)?.state : undefined);
    const view = encoded ? decodeViewState(encoded) : undefined;
    const applied =
      view && !filterErrors(filtersInViewState(view), catalog) ? applyViewState(state, view) : undefined;
    if (applied) state = { ...applied, appliedBookmark: bookmark.name ?? null };
    else warn('bookmarkNotApplied', 'The bookmark of the config could not be applied.');
  }

  if (config.viewMode === models.ViewMode.Edit) {
    if (canEdit(state)) state = { ...state, viewMode: models.ViewMode.Edit };
    else
      warn(
        'notAuthorized',
        'Edit mode needs an edit token and ReadWrite permissions; the report opened in view mode.',
      );
  }

  if (config.visualName) {
    const page = pageOf(state, state.activePage)!;
    if (!page.visuals.some((visual) => visual.name === config.visualName))
      return { state, warnings, fatal: notFoundError('visual', config.visualName) };
    state = { ...state, singleVisual: { page: page.name, visual: config.visualName } };
  }
  return { state, warnings };
}
