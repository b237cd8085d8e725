import type { BiItem } from '@nuvem/api-contract';
import type { EmbedPlaygroundItem, EmbedPlaygroundLoadState, Insight } from '@nuvem/ui';
import { useMemo } from 'react';
import { useDashboards } from '../insights/useDashboards';
import { useDataAnalytics } from '../insights/useDataAnalytics';
import { insightsPermissionsOf } from '../insights/insightsPermissions';
import type { InsightTarget } from '../insights/useInsightTicket';
import { useMe } from '../session/useMe';

const NO_FEATURES: readonly string[] = [];

/** A playground item's id: its source and id (a dashboard's and a BI item's ids are separate spaces). */
export const playgroundItemId = (target: InsightTarget) => `${target.source}:${target.id}`;

export function targetOfPlaygroundItem(itemId: string | undefined): InsightTarget | undefined {
  const match = /^(insights|bi):(.+)$/.exec(itemId ?? '');
  return match ? { source: match[1] as InsightTarget['source'], id: match[2]! } : undefined;
}

const itemOf = (source: InsightTarget['source'], insight: Insight): EmbedPlaygroundItem => ({
  id: playgroundItemId({ source, id: insight.id }),
  name: insight.name,
  kind: insight.kind === 'biReport' ? 'report' : 'dashboard',
  group: insight.category ?? '',
});

export interface PlaygroundItems {
  items: readonly EmbedPlaygroundItem[];
  /** The BI items with their embed URLs (the ticket of a BI item needs them). */
  biItems: readonly BiItem[] | undefined;
  state: EmbedPlaygroundLoadState;
  retry: () => void;
}

/**
 * What the user may embed: the insights dashboards shared with them (insights_reader) and the BI reports and
 * dashboards of their workspaces (show_powerbi_insights) — the Insights screen's own lists. Neither feature:
 * nothing to ask, an empty list.
 */
export function usePlaygroundItems(): PlaygroundItems {
  const me = useMe().data;
  const allowed = insightsPermissionsOf(me?.features ?? NO_FEATURES, me?.featureFlags ?? NO_FEATURES);
  const dashboards = useDashboards(Boolean(me) && allowed.screen);
  const bi = useDataAnalytics(Boolean(me) && allowed.dataAnalytics);
  const items = useMemo(
    () => [
      ...(allowed.screen ? dashboards.insights.map((insight) => itemOf('insights', insight)) : []),
      ...(allowed.dataAnalytics ? bi.insights.map((insight) => itemOf('bi', insight)) : []),
    ],
    [allowed.screen, allowed.dataAnalytics, dashboards.insights, bi.insights],
  );
  const states = [
    ...(allowed.screen ? [dashboards.state] : []),
    ...(allowed.dataAnalytics ? [bi.state] : []),
  ];
  const failed = states.find((state) => state.status === 'error');
  const state: EmbedPlaygroundLoadState = !me
    ? { status: 'loading' }
    : failed?.status === 'error'
      ? { status: 'error', message: failed.message }
      : states.some((s) => s.status === 'loading')
        ? { status: 'loading' }
        : { status: 'ready' };
  return {
    items,
    biItems: allowed.dataAnalytics && bi.state.status === 'ready' ? bi.items : undefined,
    state,
    retry: () => {
      if (dashboards.state.status === 'error') dashboards.retry();
      if (bi.state.status === 'error') bi.retry();
    },
  };
}
