import type { NewReportChoice, QuickReportData } from '@nuvem/features';
import type { Insight } from '@nuvem/ui';

export const INSIGHTS_PATH = '/insights';

/** An insights dashboard at /insights/:dashboardId, a BI report or dashboard at /insights/bi/:itemId. */
export function insightPath(insight: Pick<Insight, 'id' | 'kind'>): string {
  const id = encodeURIComponent(insight.id);
  return insight.kind === 'dashboard' ? `${INSIGHTS_PATH}/${id}` : `${INSIGHTS_PATH}/bi/${id}`;
}

/**
 * The report editor over a workspace's dataset (/insights/bi/new?workspace=…&dataset=…), or over a file's
 * rows (…&source=file; the rows travel in the history state, QUICK_REPORT_STATE, never in the address).
 */
export function newReportPath(choice: NewReportChoice): string {
  const query = new URLSearchParams(
    'file' in choice
      ? { workspace: choice.workspaceId, source: 'file' }
      : { workspace: choice.workspaceId, dataset: choice.datasetId },
  );
  return `${INSIGHTS_PATH}/bi/new?${query}`;
}

/** Set when an insight is opened from the list, so 'Voltar' can go back to it. */
export interface InsightsLocationState {
  fromList?: boolean;
  /** The file's rows of a quick report being created. */
  quickReport?: QuickReportData;
}
