import type { PipelineAction, PipelineActions } from '@nuvem/api-contract';
import { pipelineEndpoints } from '@nuvem/api-contract/paths';
import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useSession } from '../session/useSession';
import { PIPELINES_REFRESH_MS } from './pipelinesConstants';
import { pipelinesKeys } from './pipelinesKeys';

const NONE: PipelineAction[] = [];

export interface Pipelines {
  actions: PipelineAction[];
  loading: boolean;
  /** The list could not be read (the sidebar shows it, with a retry). */
  failed: boolean;
  refresh: () => void;
}

const swrOptions = {
  refreshInterval: PIPELINES_REFRESH_MS,
  keepPreviousData: false,
};

function usePipelinesOf({
  data,
  error,
  isLoading,
  mutate,
}: SWRResponse<PipelineActions, unknown>): Pipelines {
  const refresh = useCallback(() => void mutate(), [mutate]);
  return {
    actions: data?.actions ?? NONE,
    loading: isLoading,
    failed: error !== undefined && data === undefined,
    refresh,
  };
}

/** 'Últimas Ações Executadas' (spec §2.8): GET /environments/:cloudId/pipelines, with list_pipelines only. */
export function useEnvironmentPipelines(cloudId: string | undefined, allowed: boolean): Pipelines {
  const { status, epoch, client } = useSession();
  return usePipelinesOf(
    useSWR(
      pipelinesKeys.ofEnvironment({ status, epoch }, cloudId, allowed),
      ([, , id]) =>
        client.call<PipelineActions>(pipelineEndpoints.ofEnvironment, { params: { cloudId: id } }),
      swrOptions,
    ),
  );
}

/** 'Todas as ações' (spec §2.8): GET /pipelines, with list_pipelines_admin only. */
export function useAllPipelines(allowed: boolean): Pipelines {
  const { status, epoch, client } = useSession();
  return usePipelinesOf(
    useSWR(
      pipelinesKeys.all({ status, epoch }, allowed),
      () => client.call<PipelineActions>(pipelineEndpoints.all),
      swrOptions,
    ),
  );
}
