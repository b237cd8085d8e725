import type { DisasterRecoverySwitches, DisasterRecoveryUpdate } from '@nuvem/api-contract';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useNotify } from '../notices/useNotify';
import { routingKeys } from '../routing/routingKeys';
import { useSession } from '../session/useSession';
import { disasterRecoveryKeys } from './disasterRecoveryKeys';

/** The two switches of spec §2.7, §4: the DR test, and the 'DR' view of all topologies. */
export type DisasterRecoverySwitch = keyof DisasterRecoveryUpdate;

export interface DisasterRecoveryControls {
  testActive: boolean;
  allTopologies: boolean;
  /** Which switch's change is on its way (its loading is shown). */
  loading: ReadonlySet<DisasterRecoverySwitch>;
  /** Flips a switch: PATCH …/disaster-recovery; a refusal (403) shows the translated error (spec §8). */
  toggle: (which: DisasterRecoverySwitch, next: boolean) => Promise<void>;
}

const NONE: ReadonlySet<DisasterRecoverySwitch> = new Set();

/**
 * The top bar's disaster-recovery toggles (spec §2.7): GET/PATCH /environments/:cloudId/disaster-recovery.
 * Fetched only when `enabled` (the disaster_recovery feature flag).
 */
export function useDisasterRecoverySwitches(
  cloudId: string | undefined,
  enabled: boolean,
): DisasterRecoveryControls {
  const { status, epoch, client } = useSession();
  const { notifyError } = useNotify();
  const { mutate: mutateKey } = useSWRConfig();
  const [loading, setLoading] = useState<ReadonlySet<DisasterRecoverySwitch>>(NONE);
  const { data, mutate } = useSWR(
    disasterRecoveryKeys.switches({ status, epoch }, cloudId, enabled),
    ([, , id]) =>
      client.call<DisasterRecoverySwitches>(environmentEndpoints.disasterRecovery, {
        params: { cloudId: id },
      }),
    { onError: (error: unknown) => notifyError(error, 'disaster-recovery:read') },
  );

  const toggle = useCallback(
    async (which: DisasterRecoverySwitch, next: boolean) => {
      if (!cloudId) return;
      setLoading((set) => new Set(set).add(which));
      try {
        const body: DisasterRecoveryUpdate = { [which]: next };
        const updated = await client.call<DisasterRecoverySwitches>(
          environmentEndpoints.updateDisasterRecovery,
          {
            params: { cloudId },
            body,
          },
        );
        await mutate(updated, { revalidate: false });
        // The topology list (the menu's check, the product pages) lists DR replicas only while this is on.
        if (which === 'all_topologies') {
          const topologies = routingKeys.topologies({ status, epoch }, cloudId);
          if (topologies) void mutateKey(topologies);
        }
      } catch (error) {
        notifyError(error);
      } finally {
        setLoading((set) => {
          const copy = new Set(set);
          copy.delete(which);
          return copy;
        });
      }
    },
    [client, cloudId, mutate, mutateKey, notifyError, status, epoch],
  );

  return {
    testActive: data?.test_active ?? false,
    allTopologies: data?.all_topologies ?? false,
    loading,
    toggle,
  };
}
