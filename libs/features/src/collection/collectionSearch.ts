import {
  maxFilterTokens,
  maxPageSize,
  parseFilterToken,
  parseSort,
  writeFilterToken,
  writeSort,
} from '@nuvem/api-contract/paths';
import type { FilterToken, ListSort } from '@nuvem/ui';

/** A list's choices as the address keeps them: `?filter=state=running&filter=:erp&sort=-name&page=2&page_size=50`. */
export interface CollectionSearch {
  filter: FilterToken[];
  sort: ListSort | null;
  /** 1-based. */
  page: number;
  /** null: the user's saved page size (or the list's default). */
  pageSize: number | null;
}

const positive = (written: string | null, max: number) => {
  const n = Number(written);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/**
 * The choices in the search params, keeping only what the list knows: filter tokens on its filterable fields
 * (or free text), a sort on its sortable ones; anything else in the address is ignored, not an error.
 */
export function collectionSearchOf(
  search: URLSearchParams,
  known: { filterable: ReadonlySet<string>; sortable: ReadonlySet<string> },
): CollectionSearch {
  const filter = search
    .getAll('filter')
    .map(parseFilterToken)
    .filter((t): t is FilterToken => t !== null && (t.field === '' || known.filterable.has(t.field)))
    .slice(0, maxFilterTokens);
  const sort = parseSort(search.get('sort'));
  return {
    filter,
    sort: sort && known.sortable.has(sort.field) ? sort : null,
    page: positive(search.get('page'), 100000) ?? 1,
    pageSize: positive(search.get('page_size'), maxPageSize),
  };
}

/** The search params with the choices written in (page 1 and no choice leave no parameter); others kept. */
export function withCollectionSearch(search: URLSearchParams, choices: CollectionSearch): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['filter', 'sort', 'page', 'page_size']) next.delete(name);
  for (const token of choices.filter) next.append('filter', writeFilterToken(token));
  if (choices.sort) next.set('sort', writeSort(choices.sort));
  if (choices.page > 1) next.set('page', String(choices.page));
  if (choices.pageSize !== null) next.set('page_size', String(choices.pageSize));
  return next;
}
