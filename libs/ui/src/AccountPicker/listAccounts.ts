import type { Account } from '../model/account';
import { MAX_LISTED_ACCOUNTS } from './accountPickerLimits';
import {
  countAccountMatches,
  filterAccounts,
  indexAccounts,
  type AccountSearchIndex,
} from './filterAccounts';

/** The picker's accounts split once into favourites and the rest, each indexed for search. */
export interface AccountPickerIndex {
  favourites: AccountSearchIndex;
  others: AccountSearchIndex;
}

/** What the dropdown shows for a query: favourites first (portal spec §2.7), then the rest. */
export interface AccountListing {
  favourites: Account[];
  others: Account[];
  /** Every account matching the query, listed or not. */
  matched: number;
}

export function indexPickerAccounts(accounts: readonly Account[]): AccountPickerIndex {
  const favourites: Account[] = [];
  const others: Account[] = [];
  for (const account of accounts) (account.isFavorite ? favourites : others).push(account);
  return { favourites: indexAccounts(favourites), others: indexAccounts(others) };
}

/**
 * The accounts to list for a query: favourites are moved to the top, and the two lists together hold at
 * most `limit` accounts (portal spec §2.7, §9), so favourites are never crowded out by the rest.
 */
export function listAccounts(
  index: AccountPickerIndex,
  query: string,
  limit: number = MAX_LISTED_ACCOUNTS,
): AccountListing {
  const favourites = filterAccounts(index.favourites, query, limit);
  const others = filterAccounts(index.others, query, limit - favourites.length);
  const matched = countAccountMatches(index.favourites, query) + countAccountMatches(index.others, query);
  return { favourites, others, matched };
}
