import type { Account } from '@nuvem/ui';

/**
 * Spec §4, §8: the account the user was working in is no longer in their list. Undefined when nothing
 * vanished (no account was in use, or it is still listed); otherwise what to switch to: the first account
 * left, or null when none is.
 */
export function accountAfterVanish(
  workingIn: string | undefined,
  accounts: readonly Pick<Account, 'cloud_id'>[],
): string | null | undefined {
  if (!workingIn || accounts.some((account) => account.cloud_id === workingIn)) return undefined;
  return accounts[0]?.cloud_id ?? null;
}
