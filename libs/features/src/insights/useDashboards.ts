import type { Dashboard } from '@nuvem/api-contract';
import { dashboardEndpoints } from '@nuvem/api-contract/paths';
import type { Insight, InsightsLoadState } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';
import { dashboardInsightOf } from './insightOf';
import { insightsKeys } from './insightsKeys';
import { loadStateOf } from './loadStateOf';

const NONE: Insight[] = [];

export interface Dashboards {
  /** In the API's order: by category, then name (pt-BR collation). */
  insights: readonly Insight[];
  state: InsightsLoadState;
  retry: () => void;
}

/**
 * The insights dashboards shared with the user (spec §2.5, §3): GET /dashboards. Not asked when `allowed` is
 * false (a user without insights_reader, whom the API would answer 403).
 */
export function useDashboards(allowed = true): Dashboards {
  const session = useSession();
  const { t } = useTranslation('features');
  const noticeOf = useErrorNotice();
  const answer = useSWR(allowed ? insightsKeys.dashboards(session) : null, () =>
    session.client.call<Dashboard[]>(dashboardEndpoints.list),
  );
  const { data, error, mutate } = answer;
  const insights = useMemo(() => data?.map(dashboardInsightOf) ?? NONE, [data]);
  return {
    insights,
    state: loadStateOf({ data, error }, (e) => noticeOf(e)?.message ?? t('insights.loadFailed')),
    retry: () => void mutate(),
  };
}
