import type { BiItem, BiWorkspace } from '@nuvem/api-contract';
import { biEndpoints } from '@nuvem/api-contract/paths';
import type { Insight, InsightsLoadState } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';
import { biInsightOf } from './insightOf';
import { insightsKeys } from './insightsKeys';
import { loadStateOf } from './loadStateOf';

const NONE: Insight[] = [];
const NO_WORKSPACES: BiWorkspace[] = [];

export interface DataAnalytics {
  /** BI reports (by name) and BI dashboards (by displayName), each under its workspace's name. */
  insights: readonly Insight[];
  /** The raw items, for their embed URLs. */
  items: readonly BiItem[];
  /** The user's workspaces, with their access to each (edit: may create reports there). */
  workspaces: readonly BiWorkspace[];
  state: InsightsLoadState;
  retry: () => void;
  /** Fetches the workspaces and items again; resolves once they are in (a report just created is listed). */
  refresh: () => Promise<unknown>;
}

/**
 * The 'Data Analytics' group (spec §2.5, §7, §8), only with show_powerbi_insights: the workspace list is
 * the connectivity check, then every item. An unreachable backend gives §8's message naming the host;
 * any other failure 'Erro ao carregar itens: ' and the server's text (translated from its error_code).
 */
export function useDataAnalytics(allowed: boolean): DataAnalytics {
  const session = useSession();
  const { client } = session;
  const { t } = useTranslation('features');
  const noticeOf = useErrorNotice();
  const { data, error, mutate } = useSWR(insightsKeys.dataAnalytics(session, allowed), async () => {
    const workspaces = await client.call<BiWorkspace[]>(biEndpoints.workspaces);
    const items = await client.call<BiItem[]>(biEndpoints.items);
    return { workspaces, items };
  });
  const insights = useMemo(
    () => data?.items.map((item) => biInsightOf(item, data.workspaces)) ?? NONE,
    [data],
  );
  const messageOf = (e: unknown) => {
    const notice = noticeOf(e);
    if (isApiError(e) && e.kind === 'unreachable' && notice) return notice.message;
    return t('insights.itemsFailed', {
      message: notice?.message ?? (e instanceof Error ? e.message : String(e)),
    });
  };
  return {
    insights,
    items: data?.items ?? [],
    workspaces: data?.workspaces ?? NO_WORKSPACES,
    state: loadStateOf({ data, error }, messageOf),
    retry: () => void mutate(),
    refresh: () => mutate(),
  };
}
