import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualData, VisualDataPoint } from '../model/visualData';
import { isPointSelected, pointOfRow, selectionAmong } from './dataPoints';

const formatter: ValueFormatter = {
  locale: 'pt-BR',
  blank: '(Em branco)',
  format: (value) => (value === null ? '(Em branco)' : `«${String(value)}»`),
  compact: (value) => String(value),
  axis: (value) => String(value),
};

const data: VisualData = {
  columns: [
    { key: 'Região', label: 'Região', role: 'category', format: 'text' },
    { key: 'Serviço', label: 'Serviço', role: 'series', format: 'text' },
    { key: 'Custo', label: 'Custo', role: 'value', format: 'currency' },
    { key: 'Horas', label: 'Horas', role: 'value', format: 'integer' },
  ],
  rows: [['Sudeste', 'VM', 10, null]],
  totalRows: 1,
  truncated: false,
};

test('a row becomes its identity and its formatted values', () => {
  expect(pointOfRow(data, data.rows[0]!, formatter)).toEqual({
    identity: [
      { key: 'Região', value: 'Sudeste' },
      { key: 'Serviço', value: 'VM' },
    ],
    values: [
      { key: 'Custo', value: 10, formatted: '«10»' },
      { key: 'Horas', value: null, formatted: '(Em branco)' },
    ],
  });
});

test('only the named values', () => {
  expect(pointOfRow(data, data.rows[0]!, formatter, ['Horas']).values).toEqual([
    { key: 'Horas', value: null, formatted: '(Em branco)' },
  ]);
});

const point = (...identity: [string, string][]): VisualDataPoint => ({
  identity: identity.map(([key, value]) => ({ key, value })),
  values: [],
});

test.each([
  ['same identity', [point(['Região', 'Sudeste'], ['Serviço', 'VM'])], true],
  ['a region picked elsewhere', [point(['Região', 'Sudeste'])], true],
  ['another region', [point(['Região', 'Sul'])], false],
  ['same region, another series', [point(['Região', 'Sudeste'], ['Serviço', 'Banco'])], false],
  ['no shared key', [point(['Produto', 'X'])], false],
  ['one of several', [point(['Região', 'Sul']), point(['Serviço', 'VM'])], true],
  ['nothing selected', [], false],
] as const)('%s → %s', (_, selected, expected) => {
  const identity = [
    { key: 'Região', value: 'Sudeste' },
    { key: 'Serviço', value: 'VM' },
  ];
  expect(isPointSelected(identity, selected as unknown as VisualDataPoint[])).toBe(expected);
});

test('a selection from an unrelated visual does not concern this one', () => {
  const keys = new Set(['Região', 'Serviço']);
  const region = point(['Região', 'Sul']);
  const product = point(['Produto', 'X']);
  expect(selectionAmong(keys, [region, product])).toEqual([region]);
  expect(selectionAmong(keys, [product])).toEqual([]);
});
