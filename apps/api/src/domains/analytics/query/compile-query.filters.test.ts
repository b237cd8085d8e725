// Every filter kind and operator, each answered by the compiler and by a hand-written statement over the same
// seeded data: the two must agree, row for row (sums per region, so a wrong filter changes the numbers).
import type { Filter, VisualQuery } from '@nuvem/api-contract';
import type { SqlParam } from '../../../db/database';
import {
  advancedFilter,
  basicFilter,
  fieldsOf,
  relativeTime,
  topN,
} from '../../../demo/analytics-content/report-builders';
import { openAnalyticsFixture, type AnalyticsFixture } from '../../../testing/analytics-fixture';
import { databaseKinds } from '../../../testing/test-database';

const { col, m, agg } = fieldsOf('Consumo');

interface Context {
  today: string;
  year: number;
  /** The first day of the current month ('YYYY-MM-01'). */
  month: string;
  yesterday: string;
}

interface FilterCase {
  filter: Filter;
  /** Other filters the case needs beside it (top N ranks within them). */
  others?: Filter[];
  /** The same condition over analytics_consumo c (and customer_environments e), by hand. */
  where: string;
  params?: SqlParam[];
}

const byRegion = (filters: Filter[]): VisualQuery => ({
  datasetId: 'consumo',
  groupBy: [col('Região')],
  values: [m('Custo Total')],
  filters,
  orderBy: [{ field: col('Região'), direction: 'Ascending' }],
});

const condition = (
  operator: NonNullable<Parameters<typeof advancedFilter>[2]>[number]['operator'],
  value?: string | number,
) => (value === undefined ? { operator } : { operator, value });

const rowFilterCases: [string, (c: Context) => FilterCase][] = [
  // Basic
  [
    'basic In on text',
    () => ({
      filter: basicFilter(col('Serviço'), ['Rede', 'Backup']),
      where: "c.servico IN ('Rede', 'Backup')",
    }),
  ],
  [
    'basic NotIn on text',
    () => ({
      filter: { ...basicFilter(col('Produto'), ['Protheus']), operator: 'NotIn' },
      where: "c.produto <> 'Protheus'",
    }),
  ],
  ['basic All', () => ({ filter: { ...basicFilter(col('Produto'), []), operator: 'All' }, where: 'TRUE' })],
  ['basic In with no values', () => ({ filter: basicFilter(col('Produto'), []), where: 'FALSE' })],
  [
    'basic In on an integer column',
    (c) => ({
      filter: basicFilter(col('Ano'), [c.year]),
      where: 'extract(year from c.dia) = $1',
      params: [c.year],
    }),
  ],
  [
    'basic In on a date, sent as a Date posted in JSON',
    (c) => ({
      filter: basicFilter(col('Data'), [`${c.yesterday}T03:00:00.000Z`]),
      where: 'c.dia = $1::date',
      params: [c.yesterday],
    }),
  ],
  [
    'basic In on a hierarchy level',
    (c) => ({
      filter: {
        ...basicFilter(col('Mês'), [c.month]),
        target: { table: 'Consumo', hierarchy: 'Calendário', hierarchyLevel: 'Mês' },
      },
      where: "date_trunc('month', c.dia) = $1::date",
      params: [c.month],
    }),
  ],
  [
    'basic In, with requireSingleSelection and keys (ignored)',
    () => ({
      filter: {
        ...basicFilter(col('Região'), ['São Paulo']),
        requireSingleSelection: true,
        target: { table: 'Consumo', column: 'Região', keys: ['Região'] },
        keyValues: [['São Paulo']],
      },
      where: "c.regiao = 'São Paulo'",
    }),
  ],
  // Include / exclude
  [
    'include',
    () => ({
      filter: { filterType: 3, target: col('Serviço'), isExclude: false, values: ['Suporte'] },
      where: "c.servico = 'Suporte'",
    }),
  ],
  [
    'exclude',
    () => ({
      filter: { filterType: 3, target: col('Serviço'), isExclude: true, values: ['Suporte', 'Rede'] },
      where: "c.servico NOT IN ('Suporte', 'Rede')",
    }),
  ],
  // Advanced, every operator
  [
    'advanced LessThan on a date',
    (c) => ({
      filter: advancedFilter(col('Data'), 'And', [condition('LessThan', c.month)]),
      where: 'c.dia < $1::date',
      params: [c.month],
    }),
  ],
  [
    'advanced LessThanOrEqual on a number',
    () => ({
      filter: advancedFilter(col('Valor'), 'And', [condition('LessThanOrEqual', 100)]),
      where: 'c.valor <= 100',
    }),
  ],
  [
    'advanced GreaterThan on a number',
    () => ({
      filter: advancedFilter(col('Valor'), 'And', [condition('GreaterThan', 1000.5)]),
      where: 'c.valor > 1000.5',
    }),
  ],
  [
    'advanced GreaterThanOrEqual on a date-time string',
    (c) => ({
      filter: advancedFilter(col('Data'), 'And', [
        condition('GreaterThanOrEqual', `${c.month}T00:00:00.000Z`),
      ]),
      where: 'c.dia >= $1::date',
      params: [c.month],
    }),
  ],
  [
    'advanced Contains, ignoring case',
    () => ({
      filter: advancedFilter(col('Serviço'), 'And', [condition('Contains', 'DADOS')]),
      where: "c.servico ILIKE '%dados%'",
    }),
  ],
  [
    'advanced DoesNotContain',
    () => ({
      filter: advancedFilter(col('Serviço'), 'And', [condition('DoesNotContain', 'de')]),
      where: "c.servico NOT ILIKE '%de%'",
    }),
  ],
  [
    'advanced StartsWith',
    () => ({
      filter: advancedFilter(col('Produto'), 'And', [condition('StartsWith', 'pro')]),
      where: "c.produto ILIKE 'pro%'",
    }),
  ],
  [
    'advanced DoesNotStartWith',
    () => ({
      filter: advancedFilter(col('Produto'), 'And', [condition('DoesNotStartWith', 'P')]),
      where: "c.produto NOT ILIKE 'p%'",
    }),
  ],
  [
    'advanced Is',
    () => ({
      filter: advancedFilter(col('Região'), 'And', [condition('Is', 'São Paulo')]),
      where: "c.regiao = 'São Paulo'",
    }),
  ],
  [
    'advanced IsNot',
    () => ({
      filter: advancedFilter(col('Região'), 'And', [condition('IsNot', 'São Paulo')]),
      where: "c.regiao <> 'São Paulo'",
    }),
  ],
  [
    'advanced IsBlank',
    () => ({
      filter: advancedFilter(col('Região'), 'And', [condition('IsBlank')]),
      where: 'c.regiao IS NULL',
    }),
  ],
  [
    'advanced IsNotBlank',
    () => ({
      filter: advancedFilter(col('Região'), 'And', [condition('IsNotBlank')]),
      where: 'c.regiao IS NOT NULL',
    }),
  ],
  [
    'advanced IsEmptyString',
    () => ({
      filter: advancedFilter(col('Unidade'), 'And', [condition('IsEmptyString')]),
      where: "c.unidade = ''",
    }),
  ],
  [
    'advanced IsNotEmptyString',
    () => ({
      filter: advancedFilter(col('Unidade'), 'And', [condition('IsNotEmptyString')]),
      where: "c.unidade <> ''",
    }),
  ],
  [
    'advanced None',
    () => ({ filter: advancedFilter(col('Unidade'), 'And', [condition('None')]), where: 'TRUE' }),
  ],
  [
    'advanced without conditions',
    () => ({ filter: advancedFilter(col('Unidade'), 'Or', []), where: 'TRUE' }),
  ],
  [
    'advanced And',
    () => ({
      filter: advancedFilter(col('Valor'), 'And', [
        condition('GreaterThanOrEqual', 100),
        condition('LessThan', 500),
      ]),
      where: 'c.valor >= 100 AND c.valor < 500',
    }),
  ],
  [
    'advanced Or',
    () => ({
      filter: advancedFilter(col('Serviço'), 'Or', [
        condition('Is', 'Rede'),
        condition('StartsWith', 'back'),
      ]),
      where: "c.servico = 'Rede' OR c.servico ILIKE 'back%'",
    }),
  ],
  // Top N: ranked within the other filters (here: one service).
  [
    'top N within the other filters',
    () => ({
      filter: topN(col('Ambiente'), 3, m('Custo Total')),
      others: [basicFilter(col('Serviço'), ['Rede'])],
      where: `c.servico = 'Rede' AND e.cloud_id IN (
        SELECT e2.cloud_id FROM analytics_consumo c2 JOIN customer_environments e2 ON e2.id = c2.environment_id
        WHERE c2.servico = 'Rede' GROUP BY 1 ORDER BY sum(c2.valor) DESC LIMIT 3)`,
    }),
  ],
  [
    'bottom N by an aggregated column',
    () => ({
      filter: topN(col('Ambiente'), 2, agg('Quantidade', 'Sum'), 'Bottom'),
      others: [basicFilter(col('Serviço'), ['Rede'])],
      where: `c.servico = 'Rede' AND e.cloud_id IN (
        SELECT e2.cloud_id FROM analytics_consumo c2 JOIN customer_environments e2 ON e2.id = c2.environment_id
        WHERE c2.servico = 'Rede' GROUP BY 1 ORDER BY sum(c2.quantidade) ASC LIMIT 2)`,
    }),
  ],
  // Hierarchy: Ano > Trimestre > Mês.
  [
    'hierarchy: a plain node selects its subtree',
    (c) => ({
      filter: hierarchy([{ value: c.year }]),
      where: 'extract(year from c.dia) = $1',
      params: [c.year],
    }),
  ],
  [
    'hierarchy: Selected with a NotSelected child',
    (c) => ({
      filter: hierarchy([
        {
          value: c.year,
          operator: 'Selected',
          children: [{ value: quarterOf(c.month), operator: 'NotSelected' }],
        },
      ]),
      where: "extract(year from c.dia) = $1 AND 'T' || extract(quarter from c.dia) <> $2",
      params: [c.year, quarterOf(c.month)],
    }),
  ],
  [
    'hierarchy: Inherited, a Selected child with a NotSelected grandchild',
    (c) => ({
      filter: hierarchy([
        {
          value: c.year,
          operator: 'Inherited',
          children: [
            {
              value: quarterOf(c.month),
              operator: 'Selected',
              children: [{ value: c.month, operator: 'NotSelected' }],
            },
          ],
        },
      ]),
      where:
        "extract(year from c.dia) = $1 AND 'T' || extract(quarter from c.dia) = $2 AND date_trunc('month', c.dia) <> $3::date",
      params: [c.year, quarterOf(c.month), c.month],
    }),
  ],
  [
    'hierarchy: NotSelected with a child selected again',
    (c) => ({
      filter: hierarchy([
        {
          value: c.year,
          operator: 'NotSelected',
          children: [{ value: quarterOf(c.month), operator: 'Selected' }],
        },
      ]),
      where: "extract(year from c.dia) = $1 AND 'T' || extract(quarter from c.dia) = $2",
      params: [c.year, quarterOf(c.month)],
    }),
  ],
];

function quarterOf(month: string): string {
  return `T${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
}

function hierarchy(hierarchyData: NonNullable<Extract<Filter, { filterType: 9 }>['hierarchyData']>): Filter {
  return {
    filterType: 9,
    target: [
      { table: 'Consumo', hierarchy: 'Calendário', hierarchyLevel: 'Ano' },
      { table: 'Consumo', hierarchy: 'Calendário', hierarchyLevel: 'Trimestre' },
      { table: 'Consumo', column: 'Mês' },
    ],
    hierarchyData,
  };
}

describe.each(databaseKinds)('filters on %s', (kind) => {
  let fx: AnalyticsFixture;
  let context: Context;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
    const [[yesterday]] = (await fx.rows("SELECT to_char(current_date - 1, 'YYYY-MM-DD')")) as [[string]];
    context = {
      today: fx.today,
      year: Number(fx.today.slice(0, 4)),
      month: `${fx.today.slice(0, 7)}-01`,
      yesterday,
    };
  });
  afterAll(() => fx.close());

  const reference = (where: string, params: readonly SqlParam[] = []) =>
    fx.rows(
      `SELECT c.regiao, round(sum(c.valor), 2)::float8 AS total
       FROM analytics_consumo c JOIN customer_environments e ON e.id = c.environment_id
       WHERE ${where} GROUP BY 1 ORDER BY 1`,
      params,
    );

  it.each(rowFilterCases)('%s', async (_name, make) => {
    const { filter, others = [], where, params } = make(context);
    const answer = await fx.run(byRegion([filter, ...others]));
    expect(answer.rows).toEqual(await reference(where, params));
  });

  it('the cases are not all empty or all full: most filters change the answer', async () => {
    const everything = await reference('TRUE');
    expect(everything.length).toBeGreaterThan(1);
    let changed = 0;
    for (const [, make] of rowFilterCases) {
      const { where, params } = make(context);
      if (JSON.stringify(await reference(where, params)) !== JSON.stringify(everything)) changed += 1;
    }
    expect(changed).toBeGreaterThanOrEqual(rowFilterCases.length * 0.75);
  });

  describe('filters on measures and aggregated columns apply to groups (HAVING)', () => {
    const byEnvironment = (filters: Filter[]): VisualQuery => ({
      datasetId: 'consumo',
      groupBy: [col('Ambiente')],
      values: [m('Custo Total'), m('Ambientes')],
      filters,
      orderBy: [{ field: col('Ambiente'), direction: 'Ascending' }],
    });
    const totals = () =>
      fx.rows(
        `SELECT e.cloud_id, round(sum(c.valor), 2)::float8 AS total, 1::float8 AS ambientes
         FROM analytics_consumo c JOIN customer_environments e ON e.id = c.environment_id GROUP BY 1 ORDER BY 1`,
      ) as Promise<[string, number, number][]>;

    it('advanced GreaterThan on a measure', async () => {
      const all = await totals();
      const median = [...all.map((row) => row[1])].sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
      const answer = await fx.run(
        byEnvironment([advancedFilter(m('Custo Total'), 'And', [condition('GreaterThan', median)])]),
      );
      expect(answer.rows).toEqual(all.filter((row) => row[1] > median));
      expect(answer.rows.length).toBeGreaterThan(0);
      expect(answer.rows.length).toBeLessThan(all.length);
    });

    it('basic In on a count measure', async () => {
      const answer = await fx.run(byEnvironment([basicFilter(m('Ambientes') as never, [2])]));
      expect(answer.rows).toEqual([]);
      const ones = await fx.run(byEnvironment([basicFilter(m('Ambientes') as never, [1])]));
      expect(ones.rows).toEqual(await totals());
    });

    it('advanced on an aggregated column (Sum of Valor)', async () => {
      const all = await totals();
      const threshold = all[0]![1];
      const answer = await fx.run(
        byEnvironment([
          advancedFilter(agg('Valor', 'Sum'), 'And', [condition('LessThanOrEqual', threshold)]),
        ]),
      );
      expect(answer.rows).toEqual(all.filter((row) => row[1] <= threshold));
    });
  });

  describe('relative time, against now(), on a date-time column', () => {
    const events = fieldsOf('Eventos de Segurança');
    const query = (filter: Filter): VisualQuery => ({
      datasetId: 'seguranca',
      groupBy: [],
      values: [events.m('Eventos')],
      filters: [filter],
    });
    const count = async (where: string) =>
      (await fx.rows(`SELECT count(*)::float8 FROM analytics_eventos_seguranca f WHERE ${where}`))[0]![0];

    it.each([
      [
        'in the last 36 hours',
        relativeTime(events.col('Ocorrido em'), 36, 8),
        "f.ocorrido_em > now() - interval '36 hours' AND f.ocorrido_em <= now()",
      ],
      [
        'in the last 2000 minutes',
        relativeTime(events.col('Ocorrido em'), 2000, 7),
        "f.ocorrido_em > now() - interval '2000 minutes' AND f.ocorrido_em <= now()",
      ],
      [
        'in this hour',
        { ...relativeTime(events.col('Ocorrido em'), 1, 8), operator: 1 as const },
        "date_trunc('hour', f.ocorrido_em) = date_trunc('hour', now())",
      ],
      [
        'in the next 5 minutes',
        { ...relativeTime(events.col('Ocorrido em'), 5, 7), operator: 2 as const },
        // Usually none; but yesterday's events are at São Paulo times, up to 02:59 UTC today.
        "f.ocorrido_em > now() AND f.ocorrido_em <= now() + interval '5 minutes'",
      ],
    ])('%s', async (_name, filter, where) => {
      const answer = await fx.run(query(filter));
      expect(answer.rows).toEqual([[await count(where)]]);
    });

    it('finds the events of yesterday evening in the last 36 hours', async () => {
      expect(await count("f.ocorrido_em > now() - interval '36 hours'")).toBeGreaterThan(0);
    });
  });

  describe('booleans, blanks and date-times (support tickets)', () => {
    const tickets = fieldsOf('Chamados');
    const byPriority = (filter: Filter): VisualQuery => ({
      datasetId: 'chamados',
      groupBy: [tickets.col('Prioridade')],
      values: [tickets.m('Chamados')],
      filters: [filter],
      orderBy: [{ field: tickets.col('Prioridade'), direction: 'Ascending' }],
    });
    const reference = (where: string) =>
      fx.rows(
        `SELECT prioridade, count(*)::float8 AS n FROM analytics_chamados WHERE ${where} GROUP BY 1 ORDER BY 1`,
      );

    it.each([
      ['basic In true on a boolean', basicFilter(tickets.col('SLA Cumprido'), [true]), 'sla_cumprido'],
      [
        'advanced Is false on a boolean',
        advancedFilter(tickets.col('SLA Cumprido'), 'And', [condition('Is', false as never)]),
        'NOT sla_cumprido',
      ],
      [
        'advanced IsBlank on a date (open tickets)',
        advancedFilter(tickets.col('Data de Resolução'), 'And', [condition('IsBlank')]),
        'data_resolucao IS NULL',
      ],
      [
        'advanced IsNot, keeping blanks',
        advancedFilter(tickets.col('Status'), 'And', [condition('IsNot', 'Fechado')]),
        "status <> 'Fechado'",
      ],
      [
        'basic NotIn keeps blanks',
        { ...basicFilter(tickets.col('SLA Cumprido'), [true]), operator: 'NotIn' as const },
        'sla_cumprido IS NOT TRUE',
      ],
      [
        'advanced GreaterThan on a date-time',
        advancedFilter(tickets.col('Aberto em'), 'And', [condition('GreaterThan', '2000-01-01T00:00:00Z')]),
        'TRUE',
      ],
    ])('%s', async (_name, filter, where) => {
      const answer = await fx.run(byPriority(filter));
      expect(answer.rows).toEqual(await reference(where));
      expect(answer.rows.length).toBeGreaterThan(0);
    });
  });
});
