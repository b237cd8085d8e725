import type { VisualData, VisualDataColumn } from '../model/visualData';
import {
  cardShowsCompact,
  cardValueOf,
  LABEL_LINE_HEIGHT,
  LABEL_MIN_HEIGHT,
  LABEL_MIN_SIZE_PX,
  TWO_LINE_LABEL_MIN_HEIGHT,
  VALUE_ALONE_HEIGHT_SHARE,
  VALUE_HEIGHT_SHARE,
  VALUE_LINE_HEIGHT,
} from './cardValue';

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

describe('the type scale never overflows the card', () => {
  const valueLine = (height: number, share: number) => ((height * share) / 100) * VALUE_LINE_HEIGHT;
  const labelLine = LABEL_MIN_SIZE_PX * LABEL_LINE_HEIGHT;

  test.each([LABEL_MIN_HEIGHT, 60, TWO_LINE_LABEL_MIN_HEIGHT - 1])(
    '%ipx: the value over one label line',
    (height) => {
      expect(valueLine(height, VALUE_HEIGHT_SHARE) + labelLine).toBeLessThanOrEqual(height);
    },
  );

  test.each([TWO_LINE_LABEL_MIN_HEIGHT, 120])('%ipx: the value over two label lines', (height) => {
    expect(valueLine(height, VALUE_HEIGHT_SHARE) + 2 * labelLine).toBeLessThanOrEqual(height);
  });

  test.each([LABEL_MIN_HEIGHT - 1, 24, 16])('%ipx: the value alone', (height) => {
    expect(valueLine(height, VALUE_ALONE_HEIGHT_SHARE)).toBeLessThanOrEqual(height);
  });
});
