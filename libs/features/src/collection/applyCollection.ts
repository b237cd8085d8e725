import type { FilterToken, ListSort } from '@nuvem/ui';

/** How an in-memory list reads its items: a field's value (what filters and sorts), and the free-text text. */
export interface CollectionAccessors<T> {
  valueOf: (item: T, field: string) => string | number | null;
  /** What free text searches in (names, ids…). */
  textOf: (item: T) => string;
  /** What a field sorts by, when not its value (a rank: severity, state); valueOf by default. */
  sortValueOf?: (item: T, field: string) => string | number | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function matches<T>(item: T, token: FilterToken, { valueOf, textOf }: CollectionAccessors<T>): boolean {
  if (token.field === '') {
    // Free text: every word, in any order ('renovação contrato' finds 'Contrato: renovação').
    const text = fold(textOf(item));
    return fold(token.value)
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => text.includes(word));
  }
  const raw = valueOf(item, token.field);
  const value = fold(raw === null ? '' : String(raw));
  const wanted = fold(token.value);
  switch (token.operator) {
    case '=':
      return value === wanted;
    case '!=':
      return value !== wanted;
    case ':':
      return value.includes(wanted);
    case '!:':
      return !value.includes(wanted);
  }
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The items matching every token, in the sort's order (stable: ties keep the list's order). */
export function filterAndSort<T>(
  items: readonly T[],
  filter: readonly FilterToken[],
  sort: ListSort | null,
  accessors: CollectionAccessors<T>,
): T[] {
  const kept =
    filter.length === 0
      ? [...items]
      : items.filter((item) => filter.every((t) => matches(item, t, accessors)));
  if (!sort) return kept;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const sortValueOf = accessors.sortValueOf ?? accessors.valueOf;
  // Empty values last whichever the direction.
  const byField = (a: string | number | null, b: string | number | null) =>
    a === null || b === null ? (a === null ? 1 : 0) - (b === null ? 1 : 0) : sign * compare(a, b);
  return kept
    .map((item, index) => ({ item, index, key: sortValueOf(item, sort.field) }))
    .sort((x, y) => byField(x.key, y.key) || x.index - y.index)
    .map(({ item }) => item);
}

/** One page (1-based) of the items; a page past the last shows the last. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { rows: T[]; page: number } {
  const last = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(Math.max(1, page), last);
  return { rows: items.slice((shown - 1) * pageSize, shown * pageSize), page: shown };
}
