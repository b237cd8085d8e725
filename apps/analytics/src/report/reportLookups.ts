import type { PageDefinition, VisualDefinition } from '@nuvem/api-contract';
import { visualKeyOf, type ReportState } from './reportState';

export const pageOf = (state: ReportState, name: string): PageDefinition | undefined =>
  state.report.pages.find((page) => page.name === name);

/** The active page (a report always has one: the session never removes the last page). */
export const activePageOf = (state: ReportState): PageDefinition =>
  pageOf(state, state.activePage) ?? (state.report.pages[0] as PageDefinition);

export const visualOf = (state: ReportState, page: string, visual: string): VisualDefinition | undefined =>
  pageOf(state, page)?.visuals.find((candidate) => candidate.name === visual);

/** The page and visual a visual key names. */
export function splitVisualKey(key: string): { page: string; visual: string } {
  const slash = key.indexOf('/');
  return { page: key.slice(0, slash), visual: key.slice(slash + 1) };
}

export function replacePage(
  state: ReportState,
  name: string,
  change: (page: PageDefinition) => PageDefinition,
): ReportState {
  return {
    ...state,
    report: {
      ...state.report,
      pages: state.report.pages.map((page) => (page.name === name ? change(page) : page)),
    },
  };
}

export function replaceVisual(
  state: ReportState,
  page: string,
  visual: string,
  change: (visual: VisualDefinition) => VisualDefinition,
): ReportState {
  return replacePage(state, page, (definition) => ({
    ...definition,
    visuals: definition.visuals.map((candidate) =>
      candidate.name === visual ? change(candidate) : candidate,
    ),
  }));
}

/** Every visual of a page with its key. */
export const keyedVisualsOf = (page: PageDefinition) =>
  page.visuals.map((visual) => ({ key: visualKeyOf(page.name, visual.name), visual }));
