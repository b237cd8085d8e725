// The planner: each query is answered from the smallest aggregation table that keeps everything it touches,
// and that answer is the same as the base table's (both are run here and compared).
import type { Filter, VisualQuery } from '@nuvem/api-contract';
import {
  advancedFilter,
  basicFilter,
  fieldsOf,
  relativeDate,
  topN,
} from '../../../demo/analytics-content/report-builders';
import { openAnalyticsFixture, type AnalyticsFixture } from '../../../testing/analytics-fixture';
import { databaseKinds } from '../../../testing/test-database';
import { datasetById } from '../datasets/dataset-catalog';
import { compileQuery } from './compile-query';

const consumo = fieldsOf('Consumo');
const vms = fieldsOf('Máquinas Virtuais');
const availability = fieldsOf('Disponibilidade');

const q = (
  datasetId: string,
  groupBy: VisualQuery['groupBy'],
  values: VisualQuery['values'],
  filters: Filter[] = [],
): VisualQuery => ({
  datasetId,
  groupBy,
  values,
  filters,
});

const cases: [string, VisualQuery, string][] = [
  [
    'cost by month',
    q('consumo', [consumo.col('Mês')], [consumo.m('Custo Total')]),
    'analytics_consumo_mensal_ambiente',
  ],
  [
    'cost by customer, year and quarter, environments counted',
    q(
      'consumo',
      [consumo.col('Cliente'), consumo.col('Ano'), consumo.col('Trimestre')],
      [consumo.m('Custo Total'), consumo.m('Ambientes')],
    ),
    'analytics_consumo_mensal_ambiente',
  ],
  [
    'Sum of Valor by environment',
    q('consumo', [consumo.col('Ambiente')], [consumo.agg('Valor', 'Sum')]),
    'analytics_consumo_mensal_ambiente',
  ],
  [
    'average daily cost by month',
    q('consumo', [consumo.col('Mês')], [consumo.m('Custo Médio Diário')]),
    'analytics_consumo_diario_ambiente',
  ],
  [
    'cost by day in the last 10 days',
    q(
      'consumo',
      [consumo.col('Data')],
      [consumo.m('Custo Total')],
      [relativeDate(consumo.col('Data'), 0, 10, 0, true)],
    ),
    'analytics_consumo_diario_ambiente',
  ],
  [
    'cost by day under a region slicer',
    q(
      'consumo',
      [consumo.col('Data')],
      [consumo.m('Custo Total')],
      [basicFilter(consumo.col('Região'), ['São Paulo'])],
    ),
    'analytics_consumo_diario_ambiente',
  ],
  [
    'cost by service',
    q('consumo', [consumo.col('Serviço')], [consumo.m('Custo Total')]),
    'analytics_consumo_mensal',
  ],
  [
    'top 3 products by region, within two services',
    q(
      'consumo',
      [consumo.col('Região'), consumo.col('Produto')],
      [consumo.m('Custo Total'), consumo.m('Quantidade Total')],
      [
        basicFilter(consumo.col('Serviço'), ['Rede', 'Backup']),
        topN(consumo.col('Produto'), 3, consumo.m('Custo Total')),
      ],
    ),
    'analytics_consumo_mensal',
  ],
  [
    'environments above a cost, by month',
    q(
      'consumo',
      [consumo.col('Ambiente'), consumo.col('Mês')],
      [consumo.m('Custo Médio por Ambiente')],
      [advancedFilter(consumo.m('Custo Total'), 'And', [{ operator: 'GreaterThan', value: 100_000 }])],
    ),
    'analytics_consumo_mensal_ambiente',
  ],
  [
    'cost by service and day',
    q('consumo', [consumo.col('Serviço'), consumo.col('Data')], [consumo.m('Custo Total')]),
    'analytics_consumo',
  ],
  [
    'average of Valor by month',
    q('consumo', [consumo.col('Mês')], [consumo.agg('Valor', 'Avg')]),
    'analytics_consumo',
  ],
  [
    'average daily cost by service',
    q('consumo', [consumo.col('Serviço')], [consumo.m('Custo Médio Diário')]),
    'analytics_consumo',
  ],
  [
    'CPU and memory by system',
    q(
      'maquinas-virtuais',
      [vms.col('Sistema Operacional'), vms.col('Estado')],
      [vms.m('CPU Média'), vms.m('Memória Média'), vms.m('Pico de CPU')],
    ),
    'analytics_vm_uso_mensal',
  ],
  [
    'machines by region',
    q('maquinas-virtuais', [vms.col('Região')], [vms.m('Máquinas Virtuais')]),
    'analytics_vm_uso_diario',
  ],
  [
    'availability by service and month',
    q(
      'disponibilidade',
      [availability.col('Serviço'), availability.col('Mês')],
      [availability.m('Disponibilidade'), availability.m('Incidentes'), availability.m('Dias com Incidente')],
    ),
    'analytics_disponibilidade_mensal',
  ],
];

const underlying: VisualQuery = { ...q('consumo', [consumo.col('Mês')], []), mode: 'underlying' };

describe('planner', () => {
  it.each(cases)('answers %s from %s', (_name, query, table) => {
    expect(compileQuery(datasetById(query.datasetId)!, query, []).table).toBe(table);
    expect(compileQuery(datasetById(query.datasetId)!, query, [], { useRollups: false }).table).toBe(
      datasetById(query.datasetId)!.table.source,
    );
  });

  it('answers underlying rows from the base table', () => {
    expect(compileQuery(datasetById('consumo')!, underlying, []).table).toBe('analytics_consumo');
  });
});

/** Money is exact (cents); other numbers may differ in the last bits between two ways of dividing. */
function expectSameAnswer(actual: unknown[][], expected: unknown[][]) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((row, i) =>
    row.forEach((cell, j) => {
      const other = expected[i]![j];
      if (typeof cell === 'number' && typeof other === 'number') expect(cell).toBeCloseTo(other, 9);
      else expect(cell).toEqual(other);
    }),
  );
}

describe.each(databaseKinds)('aggregation tables on %s', (kind) => {
  let fx: AnalyticsFixture;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
  });
  afterAll(() => fx.close());

  it.each(cases.filter(([, , table]) => !table.endsWith('_consumo') && table !== 'analytics_vm_uso_diario'))(
    '%s: the same answer from the aggregation table as from the base table',
    async (_name, query) => {
      const sorted: VisualQuery = {
        ...query,
        orderBy: query.groupBy.map((field) => ({ field, direction: 'Ascending' as const })),
      };
      const fromRollup = await fx.run(sorted);
      const fromBase = await fx.run(sorted, { useRollups: false });
      expect(fromRollup.rows.length).toBeGreaterThan(0);
      expect(fromRollup.totalRows).toBe(fromBase.totalRows);
      expectSameAnswer(fromRollup.rows, fromBase.rows);
    },
  );
});
