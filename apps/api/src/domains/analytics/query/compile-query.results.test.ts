// What an answer holds: its columns, its cells (dates, date-times, money, booleans, blanks), summarized and
// underlying rows, sorting, paging with totalRows and truncated, the row cap, the tenant scope; and the
// refusals (unknown fields, values of the wrong type, shapes that make no sense) as 400s, never a 500.
import { queryRowCap, type VisualQuery } from '@nuvem/api-contract';
import { ApiError } from '../../../errors';
import { basicFilter, fieldsOf, relativeDate } from '../../../demo/analytics-content/report-builders';
import { openAnalyticsFixture, type AnalyticsFixture } from '../../../testing/analytics-fixture';
import { databaseKinds } from '../../../testing/test-database';

const consumo = fieldsOf('Consumo');
const tickets = fieldsOf('Chamados');

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; vars: string[] }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { statusCode, code, vars } = error as ApiError;
  return { status: statusCode, code, vars };
}

describe.each(databaseKinds)('answers on %s', (kind) => {
  let fx: AnalyticsFixture;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
  });
  afterAll(() => fx.close());

  it('names its columns (groupBy, then values) with their types and formats', async () => {
    const answer = await fx.run({
      datasetId: 'consumo',
      groupBy: [consumo.col('Região')],
      values: [consumo.m('Custo Total'), consumo.agg('Valor', 'Avg'), consumo.agg('Quantidade', 'Count')],
      filters: [],
    });
    expect(answer.columns).toEqual([
      { field: consumo.col('Região'), name: 'Região', dataType: 'text', format: 'text' },
      { field: consumo.m('Custo Total'), name: 'Custo Total', dataType: 'number', format: 'currency' },
      { field: consumo.agg('Valor', 'Avg'), name: 'Média de Valor', dataType: 'number', format: 'currency' },
      {
        field: consumo.agg('Quantidade', 'Count'),
        name: 'Contagem de Quantidade',
        dataType: 'integer',
        format: 'integer',
      },
    ]);
  });

  it('counts distinct values: as many as the groups of that column, fewer than its rows', async () => {
    const groups = await fx.run({
      datasetId: 'consumo',
      groupBy: [consumo.col('Região')],
      values: [consumo.agg('Valor', 'Count')],
      filters: [],
    });
    const answer = await fx.run({
      datasetId: 'consumo',
      groupBy: [],
      values: [consumo.agg('Região', 'DistinctCount'), consumo.agg('Região', 'Count')],
      filters: [],
    });
    expect(answer.columns.map((column) => [column.name, column.format])).toEqual([
      ['Contagem distinta de Região', 'integer'],
      ['Contagem de Região', 'integer'],
    ]);
    const [distinct, rows] = answer.rows[0] as [number, number];
    expect(distinct).toBe(groups.rows.length);
    expect(rows).toBe(groups.rows.reduce((sum, row) => sum + (row[1] as number), 0));
    expect(distinct).toBeLessThan(rows);
  });

  it('gives dates as YYYY-MM-DD, date-times as ISO in UTC, money in cents, blanks as null and booleans as such', async () => {
    const answer = await fx.run({
      datasetId: 'chamados',
      groupBy: [
        tickets.col('Número'),
        tickets.col('Data de Abertura'),
        tickets.col('Aberto em'),
        tickets.col('Data de Resolução'),
        tickets.col('SLA Cumprido'),
      ],
      values: [tickets.m('Tempo Médio de Resolução (h)')],
      filters: [],
      orderBy: [{ field: tickets.col('Aberto em'), direction: 'Descending' }],
      limit: 400,
    });
    const expected = await fx.rows(
      `SELECT numero, to_char(data_abertura, 'YYYY-MM-DD') AS a, to_char(aberto_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS b,
              to_char(data_resolucao, 'YYYY-MM-DD') AS c, sla_cumprido, horas_resolucao::float8
       FROM analytics_chamados ORDER BY aberto_em DESC, numero LIMIT 400`,
    );
    expect(answer.rows).toEqual(expected);
    const row = answer.rows.find((r) => r[3] !== null)!;
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(typeof row[4]).toBe('boolean');
    expect(answer.rows.some((r) => r[3] === null && r[4] === null)).toBe(true); // still open
    const money = await fx.run({
      datasetId: 'consumo',
      groupBy: [],
      values: [consumo.m('Custo Médio Diário')],
      filters: [],
    });
    const cents = money.rows[0]![0] as number;
    expect(Math.round(cents * 100) / 100).toBe(cents);
  });

  it('answers a percent of the grand total', async () => {
    const answer = await fx.run({
      datasetId: 'consumo',
      groupBy: [consumo.col('Serviço')],
      values: [{ ...consumo.m('Custo Total'), percentOfGrandTotal: true }],
      filters: [],
    });
    expect(answer.columns[1]).toMatchObject({ name: '% do total de Custo Total', format: 'percent' });
    const sum = answer.rows.reduce((total, row) => total + (row[1] as number), 0);
    expect(sum).toBeCloseTo(1, 9);
  });

  it('answers underlying rows: columns as they are, a measure by its row value, sorted and limited', async () => {
    const query: VisualQuery = {
      datasetId: 'consumo',
      mode: 'underlying',
      groupBy: [
        consumo.col('Data'),
        consumo.col('Ambiente'),
        consumo.col('Serviço'),
        consumo.col('Produto'),
        consumo.col('Região'),
      ],
      values: [consumo.m('Custo Total'), consumo.agg('Quantidade', 'Sum')],
      filters: [basicFilter(consumo.col('Serviço'), ['Rede'])],
      orderBy: [{ field: consumo.col('Valor'), direction: 'Descending' }],
      limit: 7,
    };
    const answer = await fx.run(query);
    expect(answer.columns.map((c) => c.name)).toEqual([
      'Data',
      'Ambiente',
      'Serviço',
      'Produto',
      'Região',
      'Custo Total',
      'Quantidade',
    ]);
    const expected = await fx.rows(
      `SELECT to_char(c.dia, 'YYYY-MM-DD'), e.cloud_id, c.servico, c.produto, c.regiao, round(c.valor, 2)::float8 AS v, c.quantidade::float8
       FROM analytics_consumo c JOIN customer_environments e ON e.id = c.environment_id WHERE c.servico = 'Rede'
       ORDER BY c.valor DESC, c.dia, e.cloud_id, c.servico, c.produto, c.regiao LIMIT 7`,
    );
    expect(answer.rows).toEqual(expected);
    const [[count]] = (await fx.rows(
      "SELECT count(*)::int FROM analytics_consumo WHERE servico = 'Rede'",
    )) as [[number]];
    expect(answer).toMatchObject({ totalRows: count, truncated: true });
  });

  describe('paging', () => {
    const query = (limit?: number, offset?: number): VisualQuery => ({
      datasetId: 'consumo',
      groupBy: [consumo.col('Ambiente'), consumo.col('Mês')],
      values: [consumo.m('Custo Total')],
      filters: [],
      orderBy: [{ field: consumo.m('Custo Total'), direction: 'Descending' }],
      ...(limit === undefined ? {} : { limit }),
      ...(offset === undefined ? {} : { offset }),
    });

    it('pages through a sorted answer with its total row count', async () => {
      const all = await fx.run(query());
      expect(all.truncated).toBe(false);
      expect(all.totalRows).toBe(all.rows.length);
      expect(all.rows.length).toBeGreaterThan(40);
      const page = await fx.run(query(10, 20));
      expect(page.rows).toEqual(all.rows.slice(20, 30));
      expect(page).toMatchObject({ totalRows: all.rows.length, truncated: true });
      const last = await fx.run(query(10, all.rows.length - 3));
      expect(last.rows).toEqual(all.rows.slice(-3));
    });

    it('counts the rows even for a page past the end', async () => {
      const all = await fx.run(query());
      const beyond = await fx.run(query(10, all.rows.length + 5));
      expect(beyond).toMatchObject({ rows: [], totalRows: all.rows.length, truncated: true });
    });

    it(`stops at the row cap (${queryRowCap}) and says so`, async () => {
      const answer = await fx.run({
        datasetId: 'consumo',
        mode: 'underlying',
        groupBy: [consumo.col('Data'), consumo.col('Serviço')],
        values: [],
        filters: [],
      });
      const [[count]] = (await fx.rows('SELECT count(*)::int FROM analytics_consumo')) as [[number]];
      expect(count).toBeGreaterThan(30_000);
      expect(answer.rows).toHaveLength(30_000);
      expect(answer).toMatchObject({ totalRows: count, truncated: true });
    });
  });

  it('sees only the environments of its scope', async () => {
    const some = fx.allEnvironments.slice(0, 3);
    const answer = await fx.queries.runScoped(
      {
        datasetId: 'consumo',
        groupBy: [consumo.col('Ambiente')],
        values: [consumo.m('Custo Total')],
        filters: [],
      },
      some,
    );
    const expected = await fx.rows(
      'SELECT cloud_id FROM customer_environments WHERE id = ANY($1::uuid[]) ORDER BY 1',
      [some],
    );
    expect(answer.rows.map((row) => [row[0]])).toEqual(expected);
    const none = await fx.queries.runScoped(
      {
        datasetId: 'consumo',
        groupBy: [consumo.col('Ambiente')],
        values: [consumo.m('Custo Total')],
        filters: [],
      },
      [],
    );
    expect(none).toMatchObject({ rows: [], totalRows: 0 });
  });

  const query = (patch: Partial<VisualQuery>): VisualQuery => ({
    datasetId: 'consumo',
    groupBy: [consumo.col('Região')],
    values: [consumo.m('Custo Total')],
    filters: [],
    ...patch,
  });

  it.each([
    [
      'an unknown column',
      query({ groupBy: [consumo.col('Nope')] }),
      'analytics_unknown_field',
      ['Consumo.Nope'],
    ],
    [
      'an unknown measure',
      query({ values: [consumo.m('Nope')] }),
      'analytics_unknown_field',
      ['Consumo.[Nope]'],
    ],
    [
      'an unknown table',
      query({ groupBy: [{ table: 'Chamados', column: 'Status' }] }),
      'analytics_unknown_field',
      ['Chamados.Status'],
    ],
    [
      'a filter on an unknown field',
      query({ filters: [basicFilter(consumo.col('Cor'), ['azul'])] }),
      'analytics_unknown_field',
      ['Consumo.Cor'],
    ],
    [
      'an unknown hierarchy level',
      query({ groupBy: [{ table: 'Consumo', hierarchy: 'Calendário', hierarchyLevel: 'Semana' }] }),
      'analytics_unknown_field',
      ['Consumo.Calendário.Semana'],
    ],
    [
      'a text value for a year',
      query({ filters: [basicFilter(consumo.col('Ano'), ['2026'])] }),
      'validation_failed',
      ['Consumo.Ano'],
    ],
    [
      'a fraction for an integer',
      query({ filters: [basicFilter(consumo.col('Ano'), [2026.5])] }),
      'validation_failed',
      ['Consumo.Ano'],
    ],
    [
      'a number for text',
      query({ filters: [basicFilter(consumo.col('Região'), [1])] }),
      'validation_failed',
      ['Consumo.Região'],
    ],
    [
      'a day that does not exist',
      query({ filters: [basicFilter(consumo.col('Data'), ['2026-02-30'])] }),
      'validation_failed',
      ['Consumo.Data'],
    ],
    [
      'a date that is not one',
      query({ filters: [basicFilter(consumo.col('Data'), ['ontem'])] }),
      'validation_failed',
      ['Consumo.Data'],
    ],
    [
      'Contains on a number',
      query({
        filters: [
          {
            filterType: 0,
            target: consumo.col('Valor'),
            logicalOperator: 'And',
            conditions: [{ operator: 'Contains', value: '1' }],
          },
        ],
      }),
      'validation_failed',
      ['Consumo.Valor'],
    ],
    [
      'a comparison without a value',
      query({
        filters: [
          {
            filterType: 0,
            target: consumo.col('Valor'),
            logicalOperator: 'And',
            conditions: [{ operator: 'GreaterThan' }],
          },
        ],
      }),
      'validation_failed',
      ['Consumo.Valor'],
    ],
    [
      'LessThan on a boolean',
      {
        datasetId: 'chamados',
        groupBy: [],
        values: [tickets.m('Chamados')],
        filters: [
          {
            filterType: 0,
            target: tickets.col('SLA Cumprido'),
            logicalOperator: 'And',
            conditions: [{ operator: 'LessThan', value: true }],
          },
        ],
      } satisfies VisualQuery,
      'validation_failed',
      ['Chamados.SLA Cumprido'],
    ],
    [
      'a relative time on a date column',
      query({
        filters: [
          { filterType: 7, target: consumo.col('Data'), operator: 0, timeUnitsCount: 3, timeUnitType: 8 },
        ],
      }),
      'validation_failed',
      ['Consumo.Data'],
    ],
    [
      'a relative date on text',
      query({ filters: [relativeDate(consumo.col('Região'), 0, 3, 0)] }),
      'validation_failed',
      ['Consumo.Região'],
    ],
    [
      'a top N on a measure',
      query({
        filters: [
          {
            filterType: 5,
            target: consumo.m('Custo Total'),
            operator: 'Top',
            itemCount: 3,
            orderBy: consumo.m('Custo Total'),
          },
        ],
      }),
      'validation_failed',
      ['Consumo.[Custo Total]'],
    ],
    [
      'a top N ordered by a column',
      query({
        filters: [
          {
            filterType: 5,
            target: consumo.col('Região'),
            operator: 'Top',
            itemCount: 3,
            orderBy: consumo.col('Valor'),
          },
        ],
      }),
      'validation_failed',
      ['Consumo.Valor'],
    ],
    [
      'hierarchy data deeper than its levels',
      query({
        filters: [
          {
            filterType: 9,
            target: [consumo.col('Ano')],
            hierarchyData: [{ value: 2026, children: [{ value: 'T1' }] }],
          },
        ],
      }),
      'validation_failed',
      ['Consumo.Ano'],
    ],
    [
      'Sum of a text column',
      query({ values: [consumo.agg('Região', 'Sum')] }),
      'validation_failed',
      ['Consumo.Região:Sum'],
    ],
    [
      'a measure as a grouping field',
      query({ groupBy: [consumo.m('Custo Total') as never] }),
      'validation_failed',
      ['Consumo.[Custo Total]'],
    ],
    [
      'a column as a value',
      query({ values: [consumo.col('Valor') as never] }),
      'validation_failed',
      ['Consumo.Valor'],
    ],
    [
      'a sort by a column it does not group by',
      query({ orderBy: [{ field: consumo.col('Serviço'), direction: 'Ascending' }] }),
      'validation_failed',
      ['Consumo.Serviço'],
    ],
    [
      'underlying rows of a measure without a row value',
      query({ mode: 'underlying', values: [consumo.m('Ambientes')] }),
      'validation_failed',
      ['Consumo.[Ambientes]'],
    ],
    [
      'underlying rows with a filter on a measure',
      query({
        mode: 'underlying',
        values: [],
        filters: [
          {
            filterType: 0,
            target: consumo.m('Custo Total'),
            logicalOperator: 'And',
            conditions: [{ operator: 'GreaterThan', value: 1 }],
          },
        ],
      }),
      'validation_failed',
      ['Consumo.[Custo Total]'],
    ],
    ['nothing to group by and no value', query({ groupBy: [], values: [] }), 'validation_failed', []],
    ['an unknown dataset', query({ datasetId: 'vendas' }), 'analytics_item_not_found', ['vendas']],
  ] as [string, VisualQuery, string, string[]][])(
    'refuses %s with 4xx, naming it',
    async (_name, bad, code, vars) => {
      const { status, code: answered, vars: named } = await refusal(fx.run(bad));
      expect({ status, code: answered, vars: named }).toEqual({
        status: code === 'analytics_item_not_found' ? 404 : 400,
        code,
        vars,
      });
    },
  );
});
