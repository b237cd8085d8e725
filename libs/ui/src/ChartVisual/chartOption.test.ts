import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualData } from '../model/visualData';
import { chartModelOf, chartSlicesOf } from './chartModel';
import { chartOptionOf, DIMMED_OPACITY, slantCategoryLabels, type ChartOptionInput } from './chartOption';

const formatter: ValueFormatter = {
  locale: 'pt-BR',
  blank: '(Em branco)',
  format: (value) => String(value),
  compact: (value) => `~${String(value)}`,
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

test.each([
  ['short labels fit', ['Sul', 'Norte'], 600, false],
  ['long labels in a narrow chart slant', ['Companhia Brasileira', 'Outra Companhia'], 200, true],
  ['many categories slant', Array.from({ length: 30 }, (_, i) => `Ambiente ${i}`), 800, true],
  ['unmeasured charts do not', ['Companhia Brasileira'], 0, false],
])('%s', (_, labels, width, expected) => {
  expect(slantCategoryLabels(labels, width)).toBe(expected);
});
