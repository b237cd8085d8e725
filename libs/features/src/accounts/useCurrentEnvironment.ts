import type { Account } from '@nuvem/ui';
import { useMemo } from 'react';
import { useStoredChoice } from '../preferences/useStoredChoice';
import { CURRENT_CLOUD_STORAGE_KEY } from './accountsConstants';

export interface CurrentEnvironment {
  /** The selected environment, when it is one of `accounts`. */
  current: Account | undefined;
  /** Stores the choice; every reader of it (and other tabs) follows. */
  select: (cloudId: string) => void;
}

/**
 * The environment the user works in (spec §1), kept in localStorage. A stored cloud id that is not among
 * the user's accounts (another user's, or one taken away) reads as none, so the portal asks again.
 */
export function useCurrentEnvironment(accounts: readonly Account[]): CurrentEnvironment {
  const cloudIds = useMemo(() => accounts.map((account) => account.cloud_id), [accounts]);
  const [cloudId, setCloudId] = useStoredChoice(CURRENT_CLOUD_STORAGE_KEY, cloudIds, '');
  const current = useMemo(
    () => accounts.find((account) => account.cloud_id === cloudId),
    [accounts, cloudId],
  );
  return { current, select: setCloudId };
}
