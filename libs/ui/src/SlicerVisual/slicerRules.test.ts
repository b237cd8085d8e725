import type { VisualData } from '../model/visualData';
import { dateExtent, dayOf, isoOfDay, slicerValues } from './slicerRules';

const data = (rows: VisualData['rows']): VisualData => ({
  columns: [
    { key: 'v', label: 'Custo', role: 'value', format: 'currency' },
    { key: 'c', label: 'Cidade', role: 'category', format: 'text' },
  ],
  rows,
  totalRows: rows.length,
  truncated: false,
});

test('distinct values of the category column, in row order', () => {
  expect(
    slicerValues(
      data([
        [1, 'Rio'],
        [2, 'São Paulo'],
        [3, 'Rio'],
        [4, null],
      ]),
    ),
  ).toEqual(['Rio', 'São Paulo', null]);
});

test('days and ISO dates', () => {
  expect(dayOf('1970-01-02')).toBe(1);
  expect(dayOf('2026-03-01T10:00:00Z')).toBe(dayOf('2026-03-01'));
  expect(dayOf('março')).toBeNull();
  expect(isoOfDay(dayOf('2024-02-29')!)).toBe('2024-02-29');
});

test('the date extent of the data', () => {
  expect(
    dateExtent(
      data([
        [1, '2026-03-05'],
        [2, '2026-01-31'],
        [3, null],
        [4, '2026-02-10'],
      ]),
    ),
  ).toEqual({
    min: '2026-01-31',
    max: '2026-03-05',
  });
  expect(dateExtent(data([[1, null]]))).toBeNull();
});
