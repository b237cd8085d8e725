import type { VisualDataColumn } from '../model/visualData';
import { columnTotals } from './columnTotals';
import { pageRange } from './tablePaging';
import { nextSort, sortRows } from './tableSort';

const region: VisualDataColumn = { key: 'r', label: 'Região', role: 'category', format: 'text' };
const cost: VisualDataColumn = { key: 'c', label: 'Custo', role: 'value', format: 'currency' };
const share: VisualDataColumn = { key: 's', label: 'Participação', role: 'value', format: 'percent' };
const hours: VisualDataColumn = { key: 'h', label: 'Horas', role: 'value', format: 'integer' };

test.each([
  ['a new text column sorts ascending', undefined, region, { key: 'r', direction: 'Ascending' }],
  [
    'a new number column sorts descending',
    { key: 'r', direction: 'Ascending' },
    cost,
    { key: 'c', direction: 'Descending' },
  ],
  [
    'the same column flips',
    { key: 'c', direction: 'Descending' },
    cost,
    { key: 'c', direction: 'Ascending' },
  ],
  ['and flips back', { key: 'c', direction: 'Ascending' }, cost, { key: 'c', direction: 'Descending' }],
] as const)('%s', (_, current, column, expected) => {
  expect(nextSort(current, column)).toEqual(expected);
});

const rows = [
  ['Sul', 3],
  ['omega', null],
  ['Ômega', 10],
  ['Norte', 3],
  [null, 1],
  ['item 10', 2],
  ['item 2', 2],
];

test('text ascends as the locale reads it, blanks last, ties keep their order', () => {
  expect(sortRows(rows, 0, 'Ascending', 'pt-BR').map((r) => r[0])).toEqual([
    'item 2',
    'item 10',
    'Norte',
    'omega',
    'Ômega',
    'Sul',
    null,
  ]);
});

test('numbers descend, blanks still last, ties keep their order', () => {
  expect(sortRows(rows, 1, 'Descending', 'pt-BR').map((r) => r[0])).toEqual([
    'Ômega',
    'Sul',
    'Norte',
    'item 10',
    'item 2',
    null,
    'omega',
  ]);
});

test('totals add money, counts and decimals; not text or percentages', () => {
  expect(
    columnTotals(
      [region, cost, share, hours],
      [
        ['Sul', 0.1, 0.5, 3],
        ['Norte', 0.2, 0.5, null],
      ],
    ),
  ).toEqual([null, 0.3, null, 3]);
  expect(columnTotals([region, cost], [])).toEqual([null, null]);
});

test.each([
  [0, 50, 1234, { from: 1, to: 50, pages: 25 }],
  [24, 50, 1234, { from: 1201, to: 1234, pages: 25 }],
  [99, 50, 1234, { from: 1201, to: 1234, pages: 25 }],
  [0, 50, 0, { from: 0, to: 0, pages: 1 }],
  [0, 10, 10, { from: 1, to: 10, pages: 1 }],
])('page %i of %i rows in %i', (page, size, total, expected) => {
  expect(pageRange(page, size, total)).toEqual(expected);
});
