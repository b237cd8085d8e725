import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualData, VisualDataColumn } from '../model/visualData';
import { pivotMatrix } from './pivotMatrix';

const formatter: ValueFormatter = {
  locale: 'pt-BR',
  blank: '(Em branco)',
  format: (value) => (value === null ? '(Em branco)' : String(value)),
  compact: (value) => String(value),
  axis: (value) => String(value),
};

const region: VisualDataColumn = { key: 'r', label: 'Região', role: 'category', format: 'text' };
const env: VisualDataColumn = { key: 'e', label: 'Ambiente', role: 'category', format: 'text' };
const service: VisualDataColumn = { key: 's', label: 'Serviço', role: 'columns', format: 'text' };
const cost: VisualDataColumn = { key: 'c', label: 'Custo', role: 'value', format: 'currency' };
const hours: VisualDataColumn = { key: 'h', label: 'Horas', role: 'value', format: 'integer' };

const data = (columns: VisualDataColumn[], rows: VisualData['rows']): VisualData => ({
  columns,
  rows,
  totalRows: rows.length,
  truncated: false,
});

test('rows by category, columns by the spread column, row and column totals', () => {
  const model = pivotMatrix(
    data(
      [region, service, cost],
      [
        ['Sul', 'VM', 1],
        ['Sul', 'Banco', 2],
        ['Norte', 'Banco', 4],
        ['Norte', 'Rede', 8],
      ],
    ),
    formatter,
  );
  expect(model.columnKeys.map((k) => k.label)).toEqual(['VM', 'Banco', 'Rede']);
  expect(model.rows.map((r) => [r.label, r.cells, r.total])).toEqual([
    ['Sul', [[1], [2], [null]], [3]],
    ['Norte', [[null], [4], [8]], [12]],
  ]);
  expect(model.columnTotals).toEqual([[1], [6], [8]]);
  expect(model.grandTotal).toEqual([15]);
});

test('a second category column nests under the first, with subtotals on the parent', () => {
  const model = pivotMatrix(
    data(
      [region, env, service, cost, hours],
      [
        ['Sul', 'Prod', 'VM', 1, 10],
        ['Sul', 'Dev', 'VM', 2, 20],
        ['Sul', 'Prod', 'VM', 3, 30],
      ],
    ),
    formatter,
  );
  const [sul] = model.rows;
  expect(sul!.cells).toEqual([[6, 60]]);
  expect(sul!.children.map((c) => [c.label, c.identity, c.cells])).toEqual([
    [
      'Prod',
      [
        { key: 'r', value: 'Sul' },
        { key: 'e', value: 'Prod' },
      ],
      [[4, 40]],
    ],
    [
      'Dev',
      [
        { key: 'r', value: 'Sul' },
        { key: 'e', value: 'Dev' },
      ],
      [[2, 20]],
    ],
  ]);
  expect(model.grandTotal).toEqual([6, 60]);
});

test('without a spread column the values are the columns', () => {
  const model = pivotMatrix(
    data(
      [region, cost],
      [
        ['Sul', 1],
        [null, 2],
      ],
    ),
    formatter,
  );
  expect(model.columnKeys).toEqual([{ cell: null, label: '' }]);
  expect(model.rows.map((r) => [r.label, r.cells])).toEqual([
    ['Sul', [[1]]],
    ['(Em branco)', [[2]]],
  ]);
  expect(model.columnTotals).toEqual([[3]]);
});

test('no rows: no rows, blank totals', () => {
  const model = pivotMatrix(data([region, service, cost], []), formatter);
  expect(model.rows).toEqual([]);
  expect(model.columnKeys).toEqual([]);
  expect(model.grandTotal).toEqual([null]);
});
