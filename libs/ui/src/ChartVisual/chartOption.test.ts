import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualData } from '../model/visualData';
import { chartModelOf, chartSlicesOf } from './chartModel';
import { chartOptionOf, DIMMED_OPACITY, type ChartOptionInput } from './chartOption';

const formatter: ValueFormatter = {
  locale: 'pt-BR',
  blank: '(Em branco)',
  format: (value) => String(value),
  compact: (value) => `~${String(value)}`,
  axis: (value) => `:${String(value)}`,
};

const data: VisualData = {
  columns: [
    { key: 'r', label: 'Região', role: 'category', format: 'text' },
    { key: 'c', label: 'Custo', role: 'value', format: 'currency' },
  ],
  rows: [
    ['Sul', 3],
    ['Norte', 5],
  ],
  totalRows: 2,
  truncated: false,
};

function inputOf(overrides: Partial<ChartOptionInput>): ChartOptionInput {
  const model = chartModelOf(data, formatter);
  return {
    kind: 'clusteredColumn',
    model,
    slices: chartSlicesOf(model),
    colors: ['#111111', '#222222'],
    palette: {
      text: 'black',
      secondaryText: 'gray',
      gridLine: 'silver',
      axisLine: 'gray',
      background: 'white',
      tooltipBackground: 'white',
      tooltipBorder: 'silver',
      fontFamily: 'Roboto',
    },
    formatter,
    highlighted: null,
    animation: false,
    stacked: false,
    dataLabels: false,
    width: 600,
    height: 360,
    ...overrides,
  };
}

type SeriesData = { value: number; itemStyle: { opacity: number } }[];

test('columns: categories across, compact values up the side, theme colours, no legend for one series', () => {
  const option = chartOptionOf(inputOf({}));
  expect(option.xAxis).toMatchObject({ type: 'category', data: ['Sul', 'Norte'] });
  const yAxis = option.yAxis as { type: string; axisLabel: { formatter: (v: number) => string } };
  expect(yAxis.type).toBe('value');
  expect(yAxis.axisLabel.formatter(1000)).toBe('~1000');
  expect(option.color).toEqual(['#111111', '#222222']);
  expect(option.legend).toMatchObject({ show: false });
  expect(option.animation).toBe(false);
});

test('animated charts move briefly (ECharts waits 1 s by default before it reports finished)', () => {
  for (const kind of ['clusteredColumn', 'donut'] as const) {
    const option = chartOptionOf(inputOf({ kind, animation: true }));
    expect(option.animation).toBe(true);
    expect(option.animationDuration).toBeLessThanOrEqual(300);
    expect(option.animationDurationUpdate).toBeLessThanOrEqual(300);
  }
});

test('bars: categories down, first on top', () => {
  const option = chartOptionOf(inputOf({ kind: 'clusteredBar' }));
  expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
  expect(option.xAxis).toMatchObject({ type: 'value' });
});

test('a selection dims the other points', () => {
  const option = chartOptionOf(inputOf({ highlighted: [[false, true]] }));
  const series = option.series as { data: SeriesData }[];
  expect(series[0]!.data.map((d) => d.itemStyle.opacity)).toEqual([DIMMED_OPACITY, 1]);
});

test('pie: one slice per point, coloured in order, dimmed when not selected', () => {
  const option = chartOptionOf(inputOf({ kind: 'donut', highlighted: [[true, false]] }));
  const [pie] = option.series as {
    type: string;
    radius: string[];
    data: { name: string; itemStyle: { color: string; opacity: number } }[];
  }[];
  expect(pie!.type).toBe('pie');
  expect(pie!.radius[0]).not.toBe(0);
  expect(pie!.data.map((d) => [d.name, d.itemStyle.color, d.itemStyle.opacity])).toEqual([
    ['Sul', '#111111', 1],
    ['Norte', '#222222', DIMMED_OPACITY],
  ]);
});

test('stacked series share a stack', () => {
  const option = chartOptionOf(inputOf({ kind: 'area', stacked: true }));
  expect((option.series as { stack?: string; areaStyle?: object }[])[0]).toMatchObject({
    stack: 'total',
    areaStyle: {},
  });
});

const monthly = (months: number, series = 1): VisualData => ({
  columns: [
    { key: 'm', label: 'Mês', role: 'category', format: 'month' },
    ...(series > 1 ? [{ key: 's', label: 'Serviço', role: 'series' as const, format: 'text' as const }] : []),
    { key: 'c', label: 'Custo', role: 'value', format: 'currency' },
  ],
  rows: Array.from({ length: months }, (_, m) =>
    Array.from({ length: series }, (_, s) => [
      new Date(Date.UTC(2024, 10 + m, 1)).toISOString().slice(0, 10),
      ...(series > 1 ? [`S${s}`] : []),
      100 + m + s,
    ]),
  ).flat(),
  totalRows: months * series,
  truncated: false,
});

function optionFor(data: VisualData, overrides: Partial<ChartOptionInput>) {
  const model = chartModelOf(data, formatter);
  return chartOptionOf(inputOf({ model, slices: chartSlicesOf(model), ...overrides }));
}

type Axis = {
  data: string[];
  splitNumber?: number;
  axisLabel: { formatter: (value: string, index: number) => string; rotate: number };
};

test('a month axis writes the short form on the axis; the tooltip keeps the full one', () => {
  const option = optionFor(monthly(25), { kind: 'line' });
  const xAxis = option.xAxis as Axis;
  expect(xAxis.data[0]).toBe('2024-11-01'); // the test formatter's full form: the cell as it came
  expect(xAxis.axisLabel.formatter('2024-11-01', 0)).toBe(':2024-11-01'); // formatter.axis
  expect(xAxis.axisLabel.rotate).toBe(0);
});

test.each([
  ['a few points are marked', 12, 1, true, 2],
  ['a long series is not, and its line is thinner', 200, 1, false, 1.25],
  ['many series of a few dozen points are not', 25, 8, false, 2],
] as const)('%s', (_, months, series, marked, width) => {
  const option = optionFor(monthly(months, series), { kind: 'line' });
  const [first] = option.series as { showSymbol: boolean; lineStyle: { width: number } }[];
  expect(first!.showSymbol).toBe(marked);
  expect(first!.lineStyle.width).toBe(width);
});

test.each([
  ['a tall chart shows its legend', 360, true],
  ['a short one drops it, keeping half its height for the plot', 110, false],
])('%s', (_, height, shown) => {
  const option = optionFor(monthly(6, 3), { kind: 'clusteredColumn', height });
  expect(option.legend).toMatchObject({ show: shown });
  expect((option.grid as { top: number }).top).toBe(shown ? 36 : 12);
});

test('a short value axis is split in fewer intervals, and hides a label that would collide', () => {
  const tall = optionFor(monthly(6), { kind: 'clusteredColumn', height: 360 }).yAxis as Axis & {
    axisLabel: { hideOverlap: boolean };
  };
  const short = optionFor(monthly(6), { kind: 'clusteredColumn', height: 120 }).yAxis as Axis;
  expect(tall.splitNumber).toBe(4);
  expect(tall.axisLabel.hideOverlap).toBe(true);
  expect(short.splitNumber).toBeLessThan(tall.splitNumber!);
});

test('a pie sits under its legend, with room for its labels', () => {
  const option = chartOptionOf(inputOf({ kind: 'pie', width: 400, height: 300 }));
  const [pie] = option.series as { center: number[]; radius: number[] }[];
  const [, cy] = pie!.center;
  const outer = pie!.radius[1]!;
  expect(cy! - outer).toBeGreaterThanOrEqual(28); // below the legend's line
  expect(cy! + outer).toBeLessThanOrEqual(300);
});
