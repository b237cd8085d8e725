import type { Dataset, EmbedAction, ReportContent } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { DEFAULT_DATA_COLORS } from '@nuvem/ui';
import { newContentName } from '../contentNames';

/** A report being created (createReport) has no id until save as stores it. */
export const UNSAVED_REPORT_ID = '';

/** Power BI's default page: 16:9, 1280 × 720. */
const PAGE_SIZE = { type: models.PageSizeType.Widescreen, width: 1280, height: 720 };

/**
 * The content createReport starts from: one empty page over the dataset, in the default theme, named as
 * the viewer's language names new reports and pages until save as names it.
 */
export function newReportContent(
  dataset: Dataset,
  names: { report: string; page: string },
  actions: EmbedAction[],
): ReportContent {
  return {
    report: {
      id: UNSAVED_REPORT_ID,
      name: names.report,
      datasetId: dataset.id,
      pages: [
        {
          name: newContentName('ReportSection'),
          displayName: names.page,
          order: 0,
          size: PAGE_SIZE,
          visibility: models.SectionVisibility.AlwaysVisible,
          displayOption: models.DisplayOption.FitToPage,
          filters: [],
          visuals: [],
        },
      ],
      bookmarks: [],
      theme: { name: 'Nuvem', dataColors: [...DEFAULT_DATA_COLORS] },
      filters: [],
    },
    dataset,
    actions,
    userState: null,
  };
}
