import type { QueryBatchResult, VisualQuery } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { csvOf } from './csvExport';
import { EmbedTokenKeeper } from './embedToken';
import { FieldCatalog } from './fieldCatalog';
import { fieldRefOfTarget } from './fieldTargets';
import { withSchema } from './filterSchema';
import { QueryBatcher } from './queryBatcher';
import { QueryCache } from './queryCache';
import { queryFilterOf } from './queryFilters';
import { visualQueryOf } from './visualQuery';
import { visualDataOf } from './visualDataOf';
import { dataset, report } from '../testing/demoContent';

const query = (n: number): VisualQuery => ({
  datasetId: 'd',
  groupBy: [],
  values: [],
  filters: [],
  limit: n,
});
const answerAll = (queries: VisualQuery[]): QueryBatchResult => ({
  results: queries.map((q) => ({
    ok: true,
    result: { columns: [], rows: [[q.limit ?? 0]], totalRows: 1, truncated: false },
  })),
});

describe('powerbi-models filters in the API shape', () => {
  const target = { table: 'T', column: 'C', $schema: 'http://powerbi.com/product/schema#column' };
  test.each<[string, object, object | undefined]>([
    [
      'basic',
      {
        $schema: 'x',
        target,
        filterType: 1,
        operator: 'In',
        values: ['a'],
        displaySettings: { isLockedInViewMode: true },
      },
      { filterType: 1, target: { table: 'T', column: 'C' }, operator: 'In', values: ['a'] },
    ],
    ['basic All narrows nothing', { target, filterType: 1, operator: 'All', values: [] }, undefined],
    [
      'basic without filterType (by shape)',
      { target, operator: 'NotIn', values: [1, 2] },
      { filterType: 1, target: { table: 'T', column: 'C' }, operator: 'NotIn', values: [1, 2] },
    ],
    [
      'advanced with a Date',
      {
        target,
        filterType: 0,
        logicalOperator: 'And',
        conditions: [
          { operator: 'GreaterThan', value: new Date('2026-01-02T00:00:00Z') },
          { operator: 'IsNotBlank' },
        ],
      },
      {
        filterType: 0,
        target: { table: 'T', column: 'C' },
        logicalOperator: 'And',
        conditions: [
          { operator: 'GreaterThan', value: '2026-01-02T00:00:00.000Z' },
          { operator: 'IsNotBlank' },
        ],
      },
    ],
    [
      'top N with an aggregation by number',
      {
        target,
        filterType: 5,
        operator: 'Top',
        itemCount: 3,
        orderBy: { table: 'T', column: 'V', aggregationFunction: 3 },
      },
      {
        filterType: 5,
        target: { table: 'T', column: 'C' },
        operator: 'Top',
        itemCount: 3,
        orderBy: { table: 'T', column: 'V', aggregationFunction: 'Sum' },
      },
    ],
    [
      'relative time in minutes (7) as it is',
      { target, filterType: 7, operator: 0, timeUnitsCount: 5, timeUnitType: 7 },
      { filterType: 7, target: { table: 'T', column: 'C' }, operator: 0, timeUnitsCount: 5, timeUnitType: 7 },
    ],
    [
      'relative date',
      { target, filterType: 4, operator: 1, timeUnitType: 3, includeToday: true },
      {
        filterType: 4,
        target: { table: 'T', column: 'C' },
        operator: 1,
        timeUnitType: 3,
        includeToday: true,
      },
    ],
    [
      'hierarchy: keys dropped from its levels',
      {
        target: [{ table: 'T', hierarchy: 'H', hierarchyLevel: 'L', keys: ['k'] }],
        filterType: 9,
        hierarchyData: [{ value: 'a', operator: 'Selected' }],
      },
      {
        filterType: 9,
        target: [{ table: 'T', hierarchy: 'H', hierarchyLevel: 'L' }],
        hierarchyData: [{ value: 'a', operator: 'Selected' }],
      },
    ],
    [
      'tuple filters have no counterpart',
      { target: [target], filterType: 6, operator: 'In', values: [] },
      undefined,
    ],
    [
      'not supported',
      { target: { table: 'T' }, filterType: 2, message: 'x', notSupportedTypeName: 'y' },
      undefined,
    ],
  ])('%s', (_name, filter, expected) => {
    expect(queryFilterOf(filter as models.IFilter)).toEqual(expected);
  });

  test('targets as field references', () => {
    expect(fieldRefOfTarget({ table: 'T', measure: 'M' })).toEqual({ table: 'T', measure: 'M' });
    expect(fieldRefOfTarget({ table: 'T', column: 'C', aggregationFunction: 'Average' })).toEqual({
      table: 'T',
      column: 'C',
      aggregationFunction: 'Avg',
    });
    expect(
      fieldRefOfTarget({
        table: 'T',
        column: 'C',
        aggregationFunction: models.AggregateFunction.DistinctCount,
      }),
    ).toEqual({ table: 'T', column: 'C', aggregationFunction: 'DistinctCount' });
    // Default and None name no aggregation the API computes.
    expect(
      fieldRefOfTarget({ table: 'T', column: 'C', aggregationFunction: models.AggregateFunction.Default }),
    ).toBeUndefined();
    expect(fieldRefOfTarget([{ table: 'T', column: 'C' }])).toBeUndefined();
  });
});

describe('visual queries', () => {
  const page = report.pages[0]!;
  const catalog = new FieldCatalog(dataset, 'en', (fn, field) => `${fn} of ${field}`);
  const isDateField = (field: object) => JSON.stringify(field).includes('Mês');
  test('a bar chart groups by its category, biggest first; a line over months in time order', () => {
    expect(
      visualQueryOf({ datasetId: 'consumo', visual: page.visuals[1]!, filters: [], isDateField }),
    ).toEqual({
      datasetId: 'consumo',
      groupBy: [{ table: 'Consumo', column: 'Região' }],
      values: [{ table: 'Consumo', measure: 'Custo Total' }],
      filters: [],
      orderBy: [{ field: { table: 'Consumo', measure: 'Custo Total' }, direction: 'Descending' }],
    });
    const trend = report.pages[1]!.visuals[1]!;
    expect(visualQueryOf({ datasetId: 'consumo', visual: trend, filters: [], isDateField })?.orderBy).toEqual(
      [{ field: { table: 'Consumo', column: 'Mês' }, direction: 'Ascending' }],
    );
  });
  test('a slicer lists its field values; a textbox asks for nothing', () => {
    expect(
      visualQueryOf({ datasetId: 'consumo', visual: page.visuals[2]!, filters: [], isDateField }),
    ).toMatchObject({
      groupBy: [{ table: 'Consumo', column: 'Serviço' }],
      values: [],
      limit: 1000,
    });
    expect(
      visualQueryOf({ datasetId: 'consumo', visual: page.visuals[3]!, filters: [], isDateField }),
    ).toBeNull();
  });
  test('answers become visual data with captions in the viewer language and roles', () => {
    const data = visualDataOf(
      {
        columns: [
          { field: { table: 'Consumo', column: 'Região' }, name: 'Região', dataType: 'text', format: 'text' },
          {
            field: { table: 'Consumo', measure: 'Custo Total' },
            name: 'Custo Total',
            dataType: 'number',
            format: 'currency',
          },
          {
            field: { table: 'Consumo', column: 'Custo', aggregationFunction: 'Sum' },
            name: 'Soma de Custo',
            dataType: 'number',
            format: 'currency',
          },
        ],
        rows: [['Sul', 150, 150]],
        totalRows: 1,
        truncated: false,
      },
      new Map([['Consumo.Região', { role: 'category' as const }]]),
      catalog,
    );
    expect(data.columns).toEqual([
      { key: 'Consumo.Região', label: 'Region', role: 'category', format: 'text' },
      { key: 'Consumo.[Custo Total]', label: 'Total Cost', role: 'value', format: 'currency' },
      { key: 'Consumo.Custo:Sum', label: 'Sum of Cost', role: 'value', format: 'currency' },
    ]);
  });
});

describe('batching and caching', () => {
  test('queries asked in one turn go in one POST, split past 50', async () => {
    const run = vi.fn(async (queries: VisualQuery[]) => answerAll(queries));
    const batcher = new QueryBatcher(run);
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, n) => batcher.enqueue(query(n))));
    expect(run.mock.calls.map(([queries]) => queries.length)).toEqual([50, 10]);
    expect(outcomes[59]).toMatchObject({ ok: true, result: { rows: [[59]] } });
  });

  test('the cache answers a known query without asking, shares one on its way and forgets on clear', async () => {
    const ask = vi.fn(async (q: VisualQuery) => answerAll([q]).results[0]!);
    const cache = new QueryCache(ask, 2);
    await Promise.all([cache.get(query(1)), cache.get(query(1))]);
    expect(ask).toHaveBeenCalledTimes(1);
    await cache.get(query(1));
    expect(ask).toHaveBeenCalledTimes(1);
    await cache.get(query(2));
    await cache.get(query(3));
    await cache.get(query(1)); // evicted (size 2)
    expect(ask).toHaveBeenCalledTimes(4);
    cache.clear();
    await cache.get(query(3));
    expect(ask).toHaveBeenCalledTimes(5);
  });
});

describe('the embed token', () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
  test('one renewal at a time; calls wait for the next token', async () => {
    const onExpired = vi.fn();
    const keeper = new EmbedTokenKeeper('a', onExpired);
    const first = keeper.renew('a');
    const second = keeper.renew('a');
    expect(onExpired).toHaveBeenCalledTimes(1);
    keeper.set('b');
    expect(await first).toBe('b');
    expect(await second).toBe('b');
    // A refusal of a token already replaced does not ask again.
    expect(await keeper.renew('a')).toBe('b');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
  test('a token past its exp is not sent', async () => {
    const onExpired = vi.fn();
    const keeper = new EmbedTokenKeeper(jwt(10), onExpired, () => 20_000);
    const current = keeper.current();
    expect(onExpired).toHaveBeenCalled();
    keeper.set('fresh');
    expect(await current).toBe('fresh');
  });
});

test('CSV: header of captions, raw values, RFC 4180 quoting', () => {
  expect(
    csvOf(
      [{ label: 'Nome' }, { label: 'Valor, R$' }],
      [
        ['a "b"', 1.5],
        [null, true],
      ],
    ),
  ).toBe('Nome,"Valor, R$"\r\n"a ""b""",1.5\r\n,true\r\n');
});

test("a filter class instance's schemaUrl becomes its $schema; a bare filter gets its kind's", () => {
  const instance = {
    target: { table: 'T', column: 'C' },
    filterType: 1,
    operator: 'In',
    values: ['a'],
    schemaUrl: 'http://powerbi.com/product/schema#basic',
  };
  expect(withSchema(instance as unknown as models.IFilter)).toEqual({
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'T', column: 'C' },
    filterType: 1,
    operator: 'In',
    values: ['a'],
  });
  expect(
    withSchema({
      target: { table: 'T', column: 'C' },
      operator: 'In',
      values: [],
    } as unknown as models.IFilter),
  ).toMatchObject({
    $schema: 'http://powerbi.com/product/schema#basic',
    filterType: 1,
  });
});
