import type { ReportBody } from '@nuvem/api-contract';
import { storedFiltersOf } from '../data/queryFilters';
import { visualKeyOf, type ReportState } from './reportState';

/**
 * What save writes (and save as copies): the report's pages and visuals as edited in this session, with
 * the filters of every level, the sorts and the theme now in effect. Slicer selections and the cross-filter
 * are the viewer's, not the report's, and are not saved (Power BI saves slicer state only in bookmarks).
 */
export function reportBodyOf(state: ReportState): ReportBody {
  const { report } = state;
  return {
    datasetId: report.datasetId,
    bookmarks: report.bookmarks,
    theme: state.theme,
    filters: storedFiltersOf(state.filters.report),
    pages: report.pages.map((page) => ({
      ...page,
      filters: storedFiltersOf(state.filters.pages[page.name]),
      visuals: page.visuals.map((visual) => {
        const key = visualKeyOf(page.name, visual.name);
        const sort = state.sorts[key] ?? visual.sort;
        return {
          ...visual,
          filters: storedFiltersOf(state.filters.visuals[key]),
          ...(sort ? { sort } : {}),
        };
      }),
    })),
  };
}
