// One query language for every list (issue 30 "Resource lists"): the portal keeps it in the address and a
// server-paged API route takes the same parameters. A filter token is `field operator value` written as one
// string (`state=running`, `region!=sa-east-1`, `name:erp`, `name!:test`), or `:text` for free text; `sort` is a
// field, descending with a leading '-'; pages are 1-based. Run-time code without TypeBox, for clients too.

/** equals, differs, contains, does not contain. */
export const collectionOperators = ['=', '!=', ':', '!:'] as const;
export type CollectionOperator = (typeof collectionOperators)[number];

export interface CollectionFilterToken {
  /** '' for free text (matched against the list's text fields). */
  field: string;
  operator: CollectionOperator;
  value: string;
}

export interface CollectionSort {
  field: string;
  direction: 'asc' | 'desc';
}

export const maxFilterTokens = 10;
export const maxPageSize = 100;

// The field is a name (letters, digits, _), then the operator; the longest operators first.
const TOKEN = /^([a-z][a-z0-9_]*)?(!=|!:|=|:)([\s\S]*)$/;

/** A token from its written form; null when it is not one. */
export function parseFilterToken(written: string): CollectionFilterToken | null {
  const match = TOKEN.exec(written);
  if (!match) return null;
  const [, field = '', operator, value = ''] = match;
  if (value.trim() === '') return null;
  // Free text only contains.
  if (field === '' && operator !== ':') return null;
  return { field, operator: operator as CollectionOperator, value: value.trim() };
}

export const writeFilterToken = ({ field, operator, value }: CollectionFilterToken) =>
  `${field}${operator}${value}`;

export function parseSort(written: string | null | undefined): CollectionSort | null {
  if (!written) return null;
  const descending = written.startsWith('-');
  const field = descending ? written.slice(1) : written;
  return /^[a-z][a-z0-9_]*$/.test(field) ? { field, direction: descending ? 'desc' : 'asc' } : null;
}

export const writeSort = (sort: CollectionSort) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;
