import type { VisualCell, VisualValueFormat } from '../model/visualData';
import {
  estimateTextWidth,
  fitsOnTwoLines,
  legendFits,
  lineWidthFor,
  marksPoints,
  planCategoryAxis,
  SLANT_ANGLES,
  valueAxisSplits,
  type CategoryAxisInput,
} from './axisLayout';

/** A stand-in for ValueFormatter.axis: months as 'mm/yy', days as 'dd/mm'. */
const axisText = (value: VisualCell, format: VisualValueFormat) => {
  const [year, month, day] = String(value).slice(0, 10).split('-');
  return format === 'month' ? `${month}/${year!.slice(2)}` : `${day}/${month}`;
};

const months = (count: number, from = [2024, 10]) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(from[0]!, from[1]! + i, 1)).toISOString().slice(0, 10),
  );
const days = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2024, 10, 1 + i)).toISOString().slice(0, 10));

function plan(overrides: Partial<CategoryAxisInput> & { cells?: VisualCell[] | null }) {
  const cells = overrides.cells ?? null;
  return planCategoryAxis({
    labels: overrides.labels ?? (cells ?? []).map(String),
    cells,
    format: overrides.format,
    axisText,
    length: 600,
    orientation: 'horizontal',
    maxLabelWidth: 96,
    measure: estimateTextWidth,
    ...overrides,
  });
}

/** The labels a plan draws. */
const shown = (result: ReturnType<typeof planCategoryAxis>) =>
  result.texts.filter((_, index) =>
    typeof result.interval === 'function' ? result.interval(index) : index % (result.interval + 1) === 0,
  );

describe('calendar axes write compact labels and skip rather than slant', () => {
  test.each([
    // [months, axis length, expected labels]
    [6, 600, ['11/24', '12/24', '01/25', '02/25', '03/25', '04/25']],
    [
      25,
      600,
      [
        '11/24',
        '01/25',
        '03/25',
        '05/25',
        '07/25',
        '09/25',
        '11/25',
        '01/26',
        '03/26',
        '05/26',
        '07/26',
        '09/26',
        '11/26',
      ],
    ],
    [25, 300, ['01/25', '05/25', '09/25', '01/26', '05/26', '09/26']],
    [25, 120, ['01/25', '01/26']],
  ])('%i months in %ipx', (count, length, expected) => {
    const result = plan({ cells: months(count), format: 'month', length });
    expect(shown(result)).toEqual(expected);
    expect(result.rotate).toBe(0);
  });

  test.each([
    ['a week of days: every day', 7, 600, 0],
    ['a fortnight in a small chart: every other day', 14, 300, 1],
    ['a month of days: weekly', 30, 600, 6],
    ['two months in a narrow chart: fortnightly', 60, 300, 13],
  ])('%s', (_, count, length, interval) => {
    const result = plan({ cells: days(count), format: 'date', length });
    expect(result.interval).toBe(interval);
    expect(shown(result)[0]).toBe('01/11');
  });

  test.each([
    [
      'every quarter in a small chart',
      360,
      ['01/25', '04/25', '07/25', '10/25', '01/26', '04/26', '07/26', '10/26'],
    ],
    [
      'every other month in a wider one',
      720,
      [
        '11/24',
        '01/25',
        '03/25',
        '05/25',
        '07/25',
        '09/25',
        '11/25',
        '01/26',
        '03/26',
        '05/26',
        '07/26',
        '09/26',
      ],
    ],
  ])('700 days: the months are labelled, %s', (_, length, expected) => {
    const result = plan({ cells: days(700), format: 'date', length });
    expect(shown(result)).toEqual(expected);
    expect(result.rotate).toBe(0);
  });

  test('labels slant only when not even two fit across', () => {
    expect(plan({ cells: months(4), format: 'month', length: 60 }).rotate).toBe(SLANT_ANGLES[1]);
  });

  test('several category columns keep their joined labels', () => {
    const result = plan({ labels: ['Sul · 2025', 'Norte · 2025'], cells: null, format: undefined });
    expect(result.texts).toEqual(['Sul · 2025', 'Norte · 2025']);
  });
});

describe('text categories keep every label while they can', () => {
  const regions = ['Rio de Janeiro', 'Virgínia do Norte', 'São Paulo'];
  test.each([
    ['side by side when they fit', 600, 0, 1, 'truncate'],
    ['on two lines when narrower', 220, 0, 2, 'break'],
    ['slanted gently when two lines cannot hold them', 100, SLANT_ANGLES[0], 1, 'truncate'],
    ['slanted more in less room', 72, SLANT_ANGLES[1], 1, 'truncate'],
  ] as const)('%s', (_, length, rotate, lines, overflow) => {
    const result = plan({ labels: regions, cells: regions, format: 'text', length });
    expect(result).toMatchObject({ rotate, lines, overflow });
    if (rotate === 0) expect(shown(result)).toEqual(regions);
  });

  test('thirty slanted labels too close even slanted: every other one', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `Ambiente número ${i}`);
    const result = plan({ labels, cells: labels, format: 'text', length: 400 });
    expect(result.rotate).toBe(SLANT_ANGLES[1]);
    expect(result.interval).toBe(1);
  });

  test('bars: every category while a line of text fits its bar, cut at the width given', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `Serviço ${i}`);
    expect(plan({ labels, orientation: 'vertical', length: 240, maxLabelWidth: 120 })).toMatchObject({
      interval: 0,
      width: 120,
      overflow: 'truncate',
    });
    expect(plan({ labels, orientation: 'vertical', length: 96, maxLabelWidth: 120 }).interval).toBe(1);
  });
});

test.each([
  ['Recuperação de Desastres', 90, true],
  ['Recuperação de Desastres', 60, false],
  ['Transferência', 60, false],
  ['Sul', 40, true],
])('%j on two lines of %ipx: %s', (text, width, expected) => {
  expect(fitsOnTwoLines(text, width, estimateTextWidth)).toBe(expected);
});

test.each([
  ['a tall value axis', 300, 'vertical', 50, 4],
  ['a short value axis', 90, 'vertical', 50, 2],
  ['a tiny value axis', 30, 'vertical', 50, 1],
  ['a narrow bar chart', 180, 'horizontal', 52, 2],
  ['a wide bar chart', 600, 'horizontal', 52, 4],
  ['unmeasured', 0, 'vertical', 50, 4],
] as const)('%s: %i px splits into %i', (_, length, orientation, labelWidth, expected) => {
  expect(valueAxisSplits(length, orientation, labelWidth)).toBe(expected);
});

test.each([
  ['a tall chart', 360, 40, true],
  ['a short chart', 120, 40, false],
  ['unmeasured', 0, 40, true],
])('the legend in %s (%i px, %i px kept): %s', (_, height, reserved, expected) => {
  expect(legendFits(height, reserved)).toBe(expected);
});

test.each([
  [6, 3, 600, true],
  [25, 1, 600, true],
  [25, 8, 600, false],
  [700, 2, 600, false],
  [30, 1, 200, false],
])('%i points × %i series in %ipx are marked: %s', (points, series, width, expected) => {
  expect(marksPoints(points, series, width)).toBe(expected);
});

test('lines thin out as points crowd', () => {
  expect([lineWidthFor(12), lineWidthFor(100), lineWidthFor(700)]).toEqual([2, 1.5, 1.25]);
});
