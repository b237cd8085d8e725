import type { DashboardPermissions } from '@nuvem/api-contract';
import { dashboardEndpoints } from '@nuvem/api-contract/paths';
import type { InsightPrincipal, InsightsLoadState } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';
import { principalOf } from './insightOf';
import { insightsKeys } from './insightsKeys';
import { loadStateOf } from './loadStateOf';

const NONE: InsightPrincipal[] = [];

/** 'Listagem das permissões' of one dashboard (spec §2.5, §5): fetched while the dialog is open. */
export function useDashboardPermissions(dashboardId: string | undefined) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { data, error, mutate } = useSWR(insightsKeys.permissions(session, dashboardId), () =>
    session.client.call<DashboardPermissions>(dashboardEndpoints.permissions, {
      params: { dashboardId: dashboardId! },
    }),
  );
  const principals = useMemo(() => data?.Permissions.map(principalOf) ?? NONE, [data]);
  const state: InsightsLoadState = loadStateOf(
    { data, error },
    (e) => noticeOf(e)?.message ?? (e instanceof Error ? e.message : String(e)),
  );
  return { principals, state, retry: () => void mutate() };
}
