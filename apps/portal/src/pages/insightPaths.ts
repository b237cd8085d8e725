import type { Insight } from '@nuvem/ui';

export const INSIGHTS_PATH = '/insights';

/** An insights dashboard at /insights/:dashboardId, a BI report or dashboard at /insights/bi/:itemId. */
export function insightPath(insight: Pick<Insight, 'id' | 'kind'>): string {
  const id = encodeURIComponent(insight.id);
  return insight.kind === 'dashboard' ? `${INSIGHTS_PATH}/${id}` : `${INSIGHTS_PATH}/bi/${id}`;
}

/** The report editor over a workspace's dataset (/insights/bi/new). */
export function newReportPath(choice: { workspaceId: string; datasetId: string }): string {
  const query = new URLSearchParams({ workspace: choice.workspaceId, dataset: choice.datasetId });
  return `${INSIGHTS_PATH}/bi/new?${query}`;
}

/** Set when an insight is opened from the list, so 'Voltar' can go back to it. */
export interface InsightsLocationState {
  fromList?: boolean;
}
