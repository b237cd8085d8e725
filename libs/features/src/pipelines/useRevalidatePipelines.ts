import { pipelineEndpoints } from '@nuvem/api-contract/paths';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const listPaths: readonly string[] = [pipelineEndpoints.ofEnvironment.path, pipelineEndpoints.all.path];

/**
 * Fetches the right sidebar's lists again, whichever environment and sign-in they are for: an operation of
 * the user moved (the stream's `operation` event), so 'Últimas Ações Executadas' shows it without polling.
 */
export function useRevalidatePipelines(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void mutate((key) => Array.isArray(key) && listPaths.includes(key[0] as string)),
    [mutate],
  );
}
