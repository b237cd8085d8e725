import type { Account } from '@nuvem/ui';
import { useMemo } from 'react';
import { useMe } from '../session/useMe';
import { accountOf } from './accountOf';
import { useCurrentEnvironment } from './useCurrentEnvironment';

const NO_ACCOUNTS: readonly Account[] = [];

/**
 * The environment the user works in (spec §1), for a page inside the shell: the stored choice, when it is
 * one of the user's environments of GET /me; undefined until GET /me answers, or when none is chosen.
 */
export function useCurrentAccount(): Account | undefined {
  const user = useMe().data;
  const accounts = useMemo(() => user?.customers.map(accountOf) ?? NO_ACCOUNTS, [user]);
  return useCurrentEnvironment(accounts).current;
}
