import type { BiDataset } from '@nuvem/api-contract';
import { biEndpoints } from '@nuvem/api-contract/paths';
import type { InsightsLoadState } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';
import { insightsKeys } from './insightsKeys';
import { loadStateOf } from './loadStateOf';

const NONE: BiDataset[] = [];

/** The datasets a new report of the workspace may be built on (its reports' datasets), as they load. */
export function useWorkspaceDatasets(workspaceId: string | undefined): {
  datasets: readonly BiDataset[];
  state: InsightsLoadState;
  retry: () => void;
} {
  const session = useSession();
  const { t } = useTranslation('features');
  const noticeOf = useErrorNotice();
  const { data, error, mutate } = useSWR(insightsKeys.workspaceDatasets(session, workspaceId), () =>
    session.client.call<BiDataset[]>(biEndpoints.workspaceDatasets, {
      params: { workspaceId: workspaceId! },
    }),
  );
  const messageOf = (e: unknown) =>
    t('insights.datasetsFailed', {
      message: noticeOf(e)?.message ?? (e instanceof Error ? e.message : String(e)),
    });
  return {
    datasets: data ?? NONE,
    state: loadStateOf({ data, error }, messageOf),
    retry: () => void mutate(),
  };
}
