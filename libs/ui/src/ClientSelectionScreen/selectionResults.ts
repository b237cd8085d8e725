import { filterAccounts, type AccountSearchIndex } from '../AccountPicker/filterAccounts';
import type { Account } from '../model/account';

export interface SelectionResults {
  /** The matching accounts, at most `limit`, in the order given. */
  accounts: Account[];
  /** True when more accounts match than are listed: the user should refine the search. */
  truncated: boolean;
}

/**
 * The environments the selection screen lists for a query: the account picker's filter (portal spec §2.7),
 * asked for one more than the limit so the screen knows whether to ask for a narrower search.
 */
export function selectionResults(index: AccountSearchIndex, query: string, limit: number): SelectionResults {
  const found = filterAccounts(index, query, limit + 1);
  return { accounts: found.slice(0, limit), truncated: found.length > limit };
}
