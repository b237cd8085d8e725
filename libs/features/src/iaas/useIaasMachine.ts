import type { IaasMachineDetail } from '@nuvem/api-contract';
import { iaasMachineEndpoints } from '@nuvem/api-contract/paths';
import type { IaasMachineLoadState, IaasMachineView } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useLoadState } from '../api/useLoadState';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';
import { iaasMachineOf } from './iaasMachineOf';

export interface IaasMachine {
  machine?: IaasMachineView;
  /** loading until the first answer; error with the API's error translated (spec §8); ready. */
  state: IaasMachineLoadState;
  retry: () => void;
}

/** One machine of the environment (GET …/iaas/virtual-machines/:resourceId), asked only when `allowed`. */
export function useIaasMachine(
  cloudId: string | undefined,
  allowed: boolean,
  resourceId: string,
): IaasMachine {
  const session = useSession();
  const { data, error, mutate } = useSWR(
    iaasKeys.machine(session, cloudId, allowed, resourceId),
    ([, , id, machineId]) =>
      session.client.call<IaasMachineDetail>(iaasMachineEndpoints.machine, {
        params: { cloudId: id, resourceId: machineId },
      }),
  );
  const machine = useMemo(() => (data ? iaasMachineOf(data) : undefined), [data]);
  const state: IaasMachineLoadState = useLoadState(data, error);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { machine, state, retry };
}
