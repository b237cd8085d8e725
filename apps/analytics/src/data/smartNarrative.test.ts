import type { VisualData } from '@nuvem/ui';
import { analyticsTranslator } from '../i18n/analyticsI18n';
import { narrativeOf, type FormatCell } from './smartNarrative';

const format: FormatCell = (value, kind) =>
  value === null
    ? '(blank)'
    : kind === 'percent'
      ? `${Math.round(Number(value) * 1000) / 10}%`
      : kind === 'currency'
        ? `$${value}`
        : String(value);
const en = analyticsTranslator('en');

const byRegion: VisualData = {
  columns: [
    { key: 'r', label: 'Region', role: 'category', format: 'text' },
    { key: 'c', label: 'Cost', role: 'value', format: 'currency' },
  ],
  rows: [
    ['South', 150],
    ['North', 50],
    ['Southeast', 300],
  ],
  totalRows: 3,
  truncated: false,
};

test('categories: the total, the highest and lowest with their share', () => {
  expect(narrativeOf('Cost by region', byRegion, format, en)).toBe(
    'Cost totals $500 across 3 values of Region. Southeast has the highest Cost ($300, 60% of the total). North has the lowest ($50, 10% of the total).',
  );
});

test('dates: the trend from the first to the last period and the peak', () => {
  const trend: VisualData = {
    columns: [
      { key: 'm', label: 'Month', role: 'category', format: 'month' },
      { key: 'c', label: 'Cost', role: 'value', format: 'currency' },
    ],
    rows: [
      ['2026-02-01', 150],
      ['2026-01-01', 100],
      ['2026-03-01', 90],
    ],
    totalRows: 3,
    truncated: true,
  };
  expect(narrativeOf('Trend', trend, format, en)).toBe(
    'Cost totals $340 across 3 values of Month. From 2026-01-01 to 2026-03-01, Cost fell 10%, from $100 to $90. The highest value was in 2026-02-01 ($150). Summary computed over the first 3 rows.',
  );
});

test('a card and visuals without numbers', () => {
  const card: VisualData = {
    columns: [{ key: 'c', label: 'Cost', role: 'value', format: 'currency' }],
    rows: [[500]],
    totalRows: 1,
    truncated: false,
  };
  expect(narrativeOf('Total', card, format, en)).toBe('Cost is $500.');
  expect(narrativeOf('Names', { ...byRegion, columns: [byRegion.columns[0]!] }, format, en)).toBe(
    'Names has no numeric values to summarize.',
  );
  expect(narrativeOf('Empty', { ...byRegion, rows: [] }, format, en)).toBe(
    'Empty has no data for the current filters.',
  );
});

test('in the frame language', () => {
  expect(narrativeOf('x', byRegion, format, analyticsTranslator('pt-BR'))).toContain(
    'Cost soma $500 em 3 valores de Region.',
  );
});
