import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualData, VisualDataColumn } from '../model/visualData';
import { chartModelOf, chartPointOf, chartSlicesOf, needsLegend } from './chartModel';

const formatter: ValueFormatter = {
  locale: 'pt-BR',
  blank: '(Em branco)',
  format: (value, format) =>
    value === null ? '(Em branco)' : format === 'month' ? `mês ${value}` : String(value),
  compact: (value) => String(value),
  axis: (value) => String(value),
};

const region: VisualDataColumn = { key: 'C.Região', label: 'Região', role: 'category', format: 'text' };
const month: VisualDataColumn = { key: 'C.Mês', label: 'Mês', role: 'category', format: 'month' };
const service: VisualDataColumn = { key: 'C.Serviço', label: 'Serviço', role: 'series', format: 'text' };
const cost: VisualDataColumn = { key: 'C.Custo', label: 'Custo', role: 'value', format: 'currency' };
const hours: VisualDataColumn = { key: 'C.Horas', label: 'Horas', role: 'value', format: 'integer' };

const data = (columns: VisualDataColumn[], rows: VisualData['rows']): VisualData => ({
  columns,
  rows,
  totalRows: rows.length,
  truncated: false,
});

test('one category, one value: a series named by the value, categories in row order', () => {
  const model = chartModelOf(
    data(
      [region, cost],
      [
        ['Sul', 3],
        ['Sudeste', 5],
        [null, 1],
      ],
    ),
    formatter,
  );
  expect(model.categories.map((c) => c.label)).toEqual(['Sul', 'Sudeste', '(Em branco)']);
  expect(model.series.map((s) => [s.name, s.values])).toEqual([['Custo', [3, 5, 1]]]);
  expect(needsLegend(model)).toBe(false);
});

test('a series column splits the values; a missing point is null', () => {
  const model = chartModelOf(
    data(
      [region, service, cost],
      [
        ['Sul', 'VM', 3],
        ['Sul', 'Banco', 4],
        ['Sudeste', 'VM', 5],
      ],
    ),
    formatter,
  );
  expect(model.series.map((s) => [s.name, s.values])).toEqual([
    ['VM', [3, 5]],
    ['Banco', [4, null]],
  ]);
  expect(needsLegend(model)).toBe(true);
  expect(chartPointOf(model, 1, 0, formatter)).toEqual({
    identity: [
      { key: 'C.Região', value: 'Sul' },
      { key: 'C.Serviço', value: 'Banco' },
    ],
    values: [{ key: 'C.Custo', value: 4, formatted: '4' }],
  });
});

test('several values with a series: one series per pair', () => {
  const model = chartModelOf(data([region, service, cost, hours], [['Sul', 'VM', 3, 10]]), formatter);
  expect(model.series.map((s) => s.name)).toEqual(['VM · Custo', 'VM · Horas']);
});

test('several category columns join into one label; repeated rows add up', () => {
  const model = chartModelOf(
    data(
      [month, region, cost],
      [
        ['2026-01-01', 'Sul', 1],
        ['2026-01-01', 'Sul', 2],
        ['2026-02-01', 'Sul', '4'],
      ],
    ),
    formatter,
  );
  expect(model.categories.map((c) => c.label)).toEqual(['mês 2026-01-01 · Sul', 'mês 2026-02-01 · Sul']);
  expect(model.series[0]!.values).toEqual([3, 4]);
});

test('pie slices: points with a value, named by category (and series when several)', () => {
  const single = chartModelOf(
    data(
      [region, cost],
      [
        ['Sul', 3],
        ['Norte', null],
        ['Sudeste', 5],
      ],
    ),
    formatter,
  );
  expect(chartSlicesOf(single)).toEqual([
    { series: 0, index: 0, name: 'Sul', value: 3 },
    { series: 0, index: 2, name: 'Sudeste', value: 5 },
  ]);
  const split = chartModelOf(
    data(
      [region, service, cost],
      [
        ['Sul', 'VM', 3],
        ['Sul', 'Banco', 1],
      ],
    ),
    formatter,
  );
  expect(chartSlicesOf(split).map((s) => s.name)).toEqual(['Sul · VM', 'Sul · Banco']);
  const valuesOnly = chartModelOf(data([cost, hours], [[3, 4]]), formatter);
  expect(chartSlicesOf(valuesOnly).map((s) => [s.name, s.value])).toEqual([
    ['Custo', 3],
    ['Horas', 4],
  ]);
});
