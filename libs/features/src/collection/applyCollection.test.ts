import type { FilterToken, ListSort } from '@nuvem/ui';
import { filterAndSort, pageOf, type CollectionAccessors } from './applyCollection';

interface Row {
  id: string;
  name: string;
  state: string;
  vcpus: number | null;
}
const rows: Row[] = [
  { id: 'a', name: 'erp-app-10', state: 'running', vcpus: 8 },
  { id: 'b', name: 'erp-app-9', state: 'stopped', vcpus: null },
  { id: 'c', name: 'Ótimo-BI', state: 'running', vcpus: 2 },
  { id: 'd', name: 'fluig', state: 'Running', vcpus: 16 },
];
const accessors: CollectionAccessors<Row> = {
  valueOf: (row, field) => row[field as keyof Row],
  textOf: (row) => `${row.name} ${row.id}`,
};
const ids = (filter: FilterToken[], sort: ListSort | null = null) =>
  filterAndSort(rows, filter, sort, accessors).map((r) => r.id);

test.each<[string, FilterToken[], string[]]>([
  ['nothing', [], ['a', 'b', 'c', 'd']],
  ['equals, case and accents aside', [{ field: 'state', operator: '=', value: 'RUNNING' }], ['a', 'c', 'd']],
  ['differs', [{ field: 'state', operator: '!=', value: 'running' }], ['b']],
  ['contains', [{ field: 'name', operator: ':', value: 'app' }], ['a', 'b']],
  ['does not contain', [{ field: 'name', operator: '!:', value: 'app' }], ['c', 'd']],
  ['free text, accents aside', [{ field: '', operator: ':', value: 'otimo' }], ['c']],
  ['free text reaches the id too', [{ field: '', operator: ':', value: 'd' }], ['d']],
  ['free text: every word, in any order', [{ field: '', operator: ':', value: '10 erp' }], ['a']],
  [
    'every token must match',
    [
      { field: 'state', operator: '=', value: 'running' },
      { field: '', operator: ':', value: 'erp' },
    ],
    ['a'],
  ],
  ['a number compared as text', [{ field: 'vcpus', operator: '=', value: '16' }], ['d']],
  [
    'an empty value equals the empty string',
    [{ field: 'vcpus', operator: '!=', value: '8' }],
    ['b', 'c', 'd'],
  ],
])('filter: %s', (_, filter, expected) => {
  expect(ids(filter)).toEqual(expected);
});

test.each<[string, ListSort, string[]]>([
  [
    'names in natural order (9 before 10), accents aside',
    { field: 'name', direction: 'asc' },
    ['b', 'a', 'd', 'c'],
  ],
  ['descending', { field: 'name', direction: 'desc' }, ['c', 'd', 'a', 'b']],
  ['numbers as numbers, empty last', { field: 'vcpus', direction: 'asc' }, ['c', 'a', 'd', 'b']],
  ['ties keep the list order', { field: 'state', direction: 'asc' }, ['a', 'c', 'd', 'b']],
  ['empty last, descending too', { field: 'vcpus', direction: 'desc' }, ['d', 'a', 'c', 'b']],
])('sort: %s', (_, sort, expected) => {
  expect(ids([], sort)).toEqual(expected);
});

test.each([
  [1, 3, ['a', 'b', 'c'], 1],
  [2, 3, ['d'], 2],
  [9, 3, ['d'], 2],
  [0, 3, ['a', 'b', 'c'], 1],
  [1, 10, ['a', 'b', 'c', 'd'], 1],
])('page %i of size %i', (page, size, expected, shown) => {
  const result = pageOf(rows, page, size);
  expect(result.rows.map((r) => r.id)).toEqual(expected);
  expect(result.page).toBe(shown);
});

test('an empty list has one empty page', () => {
  expect(pageOf([], 3, 10)).toEqual({ rows: [], page: 1 });
});

test('a field may sort by a rank of its own while it filters by its value', () => {
  const ranked: CollectionAccessors<Row> = {
    ...accessors,
    sortValueOf: (row) => (row.state === 'stopped' ? 0 : 1),
  };
  expect(filterAndSort(rows, [], { field: 'state', direction: 'asc' }, ranked).map((r) => r.id)).toEqual([
    'b',
    'a',
    'c',
    'd',
  ]);
  expect(
    filterAndSort(rows, [{ field: 'state', operator: '=', value: 'stopped' }], null, ranked).map((r) => r.id),
  ).toEqual(['b']);
});
