import type { VisualData, VisualDataColumn } from '../model/visualData';
import { cardShowsCompact, cardValueOf } from './cardValue';

const cost: VisualDataColumn = { key: 'c', label: 'Custo', role: 'value', format: 'currency' };
const region: VisualDataColumn = { key: 'r', label: 'Região', role: 'category', format: 'text' };
const data = (rows: VisualData['rows'], columns = [region, cost]): VisualData => ({
  columns,
  rows,
  totalRows: rows.length,
  truncated: false,
});

test('the first value of the first row', () => {
  expect(cardValueOf(data([['Sul', 3]]))).toEqual({ column: cost, value: 3 });
});

test('no row is a blank', () => {
  expect(cardValueOf(data([]))).toEqual({ column: cost, value: null });
});

test('a card of text shows its first column', () => {
  expect(cardValueOf(data([['Sul']], [region]))).toEqual({ column: region, value: 'Sul' });
});

test.each([
  [999_999, cost, false],
  [1_000_000, cost, true],
  [-2_500_000, cost, true],
  [2_500_000, { ...cost, format: 'percent' } as VisualDataColumn, false],
  [null, cost, false],
  ['2500000', region, false],
])('%j in %o: short is %s', (value, column, expected) => {
  expect(cardShowsCompact(value, column)).toBe(expected);
});
