import type { Account } from '../model/account';
import { MAX_LISTED_ACCOUNTS } from './accountPickerLimits';

/** An account list prepared once for repeated filtering: the searchable text is lower-cased up front. */
export interface AccountSearchIndex {
  accounts: readonly Account[];
  haystacks: readonly string[];
}

export function indexAccounts(accounts: readonly Account[]): AccountSearchIndex {
  // A separator that cannot be typed keeps a match from spanning two fields.
  return {
    accounts,
    haystacks: accounts.map((a) => `${a.cloud_id}\u0000${a.corporate_name}\u0000${a.t_code}`.toLowerCase()),
  };
}

/**
 * The accounts whose cloud_id, corporate_name or t_code contains the query, case-insensitively; an empty
 * query matches all (portal spec §2.7). Stops after `limit` matches, so a keystroke over 10,000 accounts
 * costs one pass at most and usually far less.
 */
export function filterAccounts(
  index: AccountSearchIndex,
  query: string,
  limit: number = MAX_LISTED_ACCOUNTS,
): Account[] {
  const needle = query.trim().toLowerCase();
  const found: Account[] = [];
  for (let i = 0; i < index.accounts.length && found.length < limit; i++) {
    if (needle === '' || index.haystacks[i]!.includes(needle)) found.push(index.accounts[i]!);
  }
  return found;
}

/** How many accounts match the query in all, without the listing limit: feeds "showing 10 of N". */
export function countAccountMatches(index: AccountSearchIndex, query: string): number {
  const needle = query.trim().toLowerCase();
  if (needle === '') return index.accounts.length;
  let count = 0;
  for (const haystack of index.haystacks) if (haystack.includes(needle)) count++;
  return count;
}
