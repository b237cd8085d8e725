import type { Filter, ReportViewState } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { keyedVisualsOf, pageOf, splitVisualKey } from './reportLookups';
import { isMobileLayout, resolveVisualLayout } from './pageLayout';
import { mergeCustomLayout } from './settingsMerge';
import type { ReportState } from './reportState';

const asViewFilters = (filters: readonly models.IFilter[] | undefined) =>
  [...(filters ?? [])] as unknown as Filter[];
const asFilters = (filters: readonly Filter[]) => [...filters] as unknown as models.IFilter[];

/**
 * The report's view as one state string's content (a bookmark's state, persistent filters): the active
 * page, the filters of every level, the slicers and which visuals show. `allPages` false keeps the active
 * page's own entries only (Power BI's capture default).
 */
export function captureViewState(
  state: ReportState,
  options: models.ICaptureBookmarkOptions = {},
): ReportViewState {
  const pages = options.allPages
    ? state.report.pages
    : [pageOf(state, state.activePage)].filter((page) => !!page);
  const captured: ReportViewState = {
    version: 1,
    activePage: state.activePage,
    filters: { report: asViewFilters(state.filters.report), pages: {}, visuals: {} },
    slicers: {},
    displayStates: {},
  };
  for (const page of pages) {
    captured.filters.pages[page.name] = asViewFilters(state.filters.pages[page.name]);
    for (const { key, visual } of keyedVisualsOf(page)) {
      const visualFilters = state.filters.visuals[key];
      if (visualFilters?.length) captured.filters.visuals[key] = asViewFilters(visualFilters);
      const slicer = state.slicers[key];
      if (slicer?.length) captured.slicers[key] = asViewFilters(slicer);
      captured.displayStates![key] = resolveVisualLayout(state.settings, page.name, visual).hidden ? 1 : 0;
    }
  }
  return captured;
}

/** Every filter a state string carries, to be validated before any is applied. */
export function filtersInViewState(view: ReportViewState): models.IFilter[] {
  return [
    ...view.filters.report,
    ...Object.values(view.filters.pages).flat(),
    ...Object.values(view.filters.visuals).flat(),
    ...Object.values(view.slicers).flat(),
  ] as unknown as models.IFilter[];
}

/**
 * The report with a captured view applied: its page becomes active, its levels' filters and slicers replace
 * those of the pages it names (others stay as they are), and its display states go into the custom layout.
 * Entries for pages or visuals the report no longer has are skipped. Undefined when its page is unknown.
 */
export function applyViewState(state: ReportState, view: ReportViewState): ReportState | undefined {
  if (!pageOf(state, view.activePage)) return undefined;
  const known = (key: string) => {
    const { page, visual } = splitVisualKey(key);
    return !!pageOf(state, page)?.visuals.some((candidate) => candidate.name === visual);
  };
  const pages = { ...state.filters.pages };
  const visuals = { ...state.filters.visuals };
  const slicers = { ...state.slicers };
  for (const [page, filters] of Object.entries(view.filters.pages)) {
    if (!pageOf(state, page)) continue;
    pages[page] = asFilters(filters);
    // The page's visuals and slicers are replaced as a whole: a visual the state does not list had none.
    for (const { key } of keyedVisualsOf(pageOf(state, page)!)) {
      delete visuals[key];
      delete slicers[key];
    }
  }
  for (const [key, filters] of Object.entries(view.filters.visuals))
    if (known(key)) visuals[key] = asFilters(filters);
  for (const [key, filters] of Object.entries(view.slicers))
    if (known(key)) slicers[key] = asFilters(filters);

  let settings = state.settings;
  // Only the visuals whose display differs need a layout entry; a mobile layout has no custom one to take it.
  const displayStates = Object.entries(view.displayStates ?? {}).filter(([key, mode]) => {
    if (!known(key)) return false;
    const { page, visual } = splitVisualKey(key);
    const definition = pageOf(state, page)!.visuals.find((candidate) => candidate.name === visual)!;
    return resolveVisualLayout(settings, page, definition).hidden !== (mode === 1);
  });
  if (displayStates.length > 0 && !isMobileLayout(settings.layoutType)) {
    const pagesLayout: models.PagesLayout = {};
    for (const [key, mode] of displayStates) {
      const { page, visual } = splitVisualKey(key);
      pagesLayout[page] ??= { visualsLayout: {} };
      pagesLayout[page].visualsLayout[visual] = { displayState: { mode } };
    }
    settings = {
      ...settings,
      layoutType: models.LayoutType.Custom,
      customLayout: mergeCustomLayout(settings.customLayout, { pagesLayout }),
    };
  }
  return {
    ...state,
    activePage: view.activePage,
    filters: { report: asFilters(view.filters.report), pages, visuals },
    slicers,
    settings,
    selection: null,
  };
}
