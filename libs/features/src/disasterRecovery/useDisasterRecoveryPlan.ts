import type { DisasterRecoveryAction, DisasterRecoveryPlan } from '@nuvem/api-contract';
import { disasterRecoveryEndpoints } from '@nuvem/api-contract/paths';
import type {
  DisasterRecoveryEnvironmentState,
  DisasterRecoveryEventItem,
  DisasterRecoveryLoadState,
  DisasterRecoveryPairItem,
} from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { disasterRecoveryEventOf, disasterRecoveryPairOf } from './disasterRecoveryPlanOf';
import { disasterRecoveryKeys } from './disasterRecoveryKeys';
import { useLoadState } from '../api/useLoadState';

/** Fail over (activate) or restore the origin (restore). */
export type FailoverDirection = 'activate' | 'restore';

export interface DisasterRecoveryPlanControls {
  pairs: readonly DisasterRecoveryPairItem[];
  environmentState: DisasterRecoveryEnvironmentState;
  history: readonly DisasterRecoveryEventItem[];
  state: DisasterRecoveryLoadState;
  /** Reads the plan again (after a failure, or after the plan test changed). */
  refresh: () => void;
  /**
   * POST …/activation or …/restoration for one pair (its origin's topology id) or, with null, the whole
   * environment, confirmed with what the user typed. Resolves with the new plan in place; rejects with the
   * API's error (the caller shows it).
   */
  changeFailover: (
    direction: FailoverDirection,
    originTopologyId: string | null,
    typed: string,
  ) => Promise<void>;
}

const NO_PAIRS: readonly DisasterRecoveryPairItem[] = [];
const NO_EVENTS: readonly DisasterRecoveryEventItem[] = [];

/** The environment's DR plan (GET …/disaster-recovery/plan), asked only when `allowed` (a plan feature). */
export function useDisasterRecoveryPlan(
  cloudId: string | undefined,
  allowed: boolean,
): DisasterRecoveryPlanControls {
  const session = useSession();
  const { client } = session;
  const { data, error, mutate } = useSWR(disasterRecoveryKeys.plan(session, cloudId, allowed), ([, , id]) =>
    client.call<DisasterRecoveryPlan>(disasterRecoveryEndpoints.plan, { params: { cloudId: id } }),
  );
  const pairs = useMemo(() => data?.pairs.map(disasterRecoveryPairOf) ?? NO_PAIRS, [data]);
  const history = useMemo(() => data?.history.map(disasterRecoveryEventOf) ?? NO_EVENTS, [data]);
  const state = useLoadState(data, error);
  const refresh = useCallback(() => void mutate(), [mutate]);
  const changeFailover = useCallback(
    async (direction: FailoverDirection, originTopologyId: string | null, typed: string) => {
      if (!cloudId) return;
      const body: DisasterRecoveryAction = {
        confirmation: typed,
        ...(originTopologyId === null ? {} : { origin_topology_id: originTopologyId }),
      };
      const endpoint =
        direction === 'activate' ? disasterRecoveryEndpoints.activate : disasterRecoveryEndpoints.restore;
      const plan = await client.call<DisasterRecoveryPlan>(endpoint, { params: { cloudId }, body });
      await mutate(plan, { revalidate: false });
    },
    [client, cloudId, mutate],
  );
  return {
    pairs,
    environmentState: data?.state ?? 'normal',
    history,
    state,
    refresh,
    changeFailover,
  };
}
