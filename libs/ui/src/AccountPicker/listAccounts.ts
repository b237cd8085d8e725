import { compareAccounts } from '../internal/accountOrder';
import type { Account } from '../model/account';
import { MAX_LISTED_ACCOUNTS } from './accountPickerLimits';
import {
  countAccountMatches,
  filterAccounts,
  indexAccounts,
  type AccountSearchIndex,
} from './filterAccounts';

/** The picker's accounts split once into favorites and the rest, each indexed for search. */
export interface AccountPickerIndex {
  favorites: AccountSearchIndex;
  others: AccountSearchIndex;
}

/** What the dropdown shows for a query: favorites first (portal spec §2.7), then the rest. */
export interface AccountListing {
  favorites: Account[];
  others: Account[];
  /** Every account matching the query, listed or not. */
  matched: number;
}

/** Splits the accounts into favorites and the rest, each in natural order (Filial 2 before Filial 10). */
export function indexPickerAccounts(accounts: readonly Account[]): AccountPickerIndex {
  const favorites: Account[] = [];
  const others: Account[] = [];
  for (const account of accounts) (account.isFavorite ? favorites : others).push(account);
  return {
    favorites: indexAccounts(favorites.sort(compareAccounts)),
    others: indexAccounts(others.sort(compareAccounts)),
  };
}

/** The current account if it matches the query, found in whichever list holds it. */
function matchingCurrent(index: AccountPickerIndex, query: string, cloudId: string | undefined) {
  if (cloudId === undefined) return undefined;
  for (const list of [index.favorites, index.others]) {
    const at = list.accounts.findIndex((a) => a.cloud_id === cloudId);
    if (at >= 0)
      return filterAccounts(
        { accounts: [list.accounts[at]!], haystacks: [list.haystacks[at]!] },
        query,
        1,
      )[0];
  }
  return undefined;
}

/**
 * The accounts to list for a query: favorites are moved to the top, and the two lists together hold at
 * most `limit` accounts (portal spec §2.7, §9), so favorites are never crowded out by the rest.
 *
 * The current account (`currentCloudId`) is always listed when it matches the query: if the limit would
 * leave it out, it takes the last place of its list (the last favorite, or the first of the rest, right
 * after the favorites) and the last entry listed makes room, so the list still holds `limit` at most.
 */
export function listAccounts(
  index: AccountPickerIndex,
  query: string,
  limit: number = MAX_LISTED_ACCOUNTS,
  currentCloudId?: string,
): AccountListing {
  let favorites = filterAccounts(index.favorites, query, limit);
  let others = filterAccounts(index.others, query, limit - favorites.length);
  const matched = countAccountMatches(index.favorites, query) + countAccountMatches(index.others, query);
  const current = matchingCurrent(index, query, currentCloudId);
  const listed = (a: Account) => a.cloud_id === currentCloudId;
  if (current && limit > 0 && !favorites.some(listed) && !others.some(listed)) {
    if (others.length > 0) others = others.slice(0, -1);
    else favorites = favorites.slice(0, -1);
    if (current.isFavorite) favorites = [...favorites, current];
    else others = [current, ...others];
  }
  return { favorites, others, matched };
}
