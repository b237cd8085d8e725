// Links to the portal's pages (webUrl columns): the portal's address comes from the API's configuration as a
// parameter of the statement (never SQL text), joined only by the queries that touch a link, and a link column
// answers, filters, sorts, ranks, pages and counts like any other column.
import type { VisualQuery } from '@nuvem/api-contract';
import { advancedFilter, basicFilter, fieldsOf, topN } from '../../../demo/analytics-content/report-builders';
import { AnalyticsQueryService } from '../analytics-query-service';
import { openAnalyticsFixture, type AnalyticsFixture } from '../../../testing/analytics-fixture';
import { databaseKinds } from '../../../testing/test-database';
import { datasetById } from '../datasets/dataset-catalog';
import { compileQuery } from './compile-query';

const tickets = fieldsOf('Chamados');
const events = fieldsOf('Eventos de Segurança');
const chamados = datasetById('chamados')!;

const ticketLinks: VisualQuery = {
  datasetId: 'chamados',
  groupBy: [tickets.col('Número'), tickets.col('Link')],
  values: [tickets.m('Chamados')],
  filters: [],
  orderBy: [{ field: tickets.col('Número'), direction: 'Ascending' }],
  limit: 50,
};

describe('compiling a query with links', () => {
  const settings = { portalUrl: "https://portal.example/o'brien" };

  it('binds the portal address as a parameter, never as SQL text', () => {
    const compiled = compileQuery(chamados, ticketLinks, ['00000000-0000-4000-8000-000000000000'], {
      settings,
    });
    expect(compiled.sql).not.toContain('portal.example');
    expect(compiled.countSql).not.toContain('portal.example');
    expect(compiled.params).toContain(settings.portalUrl);
    expect(compiled.countParams).toContain(settings.portalUrl);
    expect(compiled.columns[1]).toEqual({
      field: tickets.col('Link'),
      name: 'Link',
      dataType: 'text',
      format: 'webUrl',
    });
  });

  it('joins the settings only when a link is touched, and needs them then', () => {
    const plain = { ...ticketLinks, groupBy: [tickets.col('Número')], orderBy: [] };
    expect(compileQuery(chamados, plain, []).sql).not.toContain('CROSS JOIN');
    expect(() => compileQuery(chamados, ticketLinks, [])).toThrow(/settings/);
    const filtered = { ...plain, filters: [basicFilter(tickets.col('Link'), ['x'])] };
    expect(compileQuery(chamados, filtered, [], { settings }).sql).toContain('CROSS JOIN');
  });
});

describe.each(databaseKinds)('links on %s', (kind) => {
  let fx: AnalyticsFixture;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
  });
  afterAll(() => fx.close());

  it("answers each ticket's page in the portal (PORTAL_URL), typed webUrl", async () => {
    const answer = await fx.run(ticketLinks);
    expect(answer.columns.map((c) => c.format)).toEqual(['text', 'webUrl', 'integer']);
    const expected = await fx.rows(
      `SELECT numero, 'http://127.0.0.1:4200/tickets?numero=' || numero AS link, count(*)::float8
       FROM analytics_chamados GROUP BY numero ORDER BY numero LIMIT 50`,
    );
    expect(answer.rows).toEqual(expected);
    const [{ total }] = (await fx.db.query<{ total: number }>(
      'SELECT count(DISTINCT numero)::int AS total FROM analytics_chamados',
    )) as [{ total: number }];
    expect(answer.totalRows).toBe(total);
  });

  it("answers each security event's page in the security center", async () => {
    const answer = await fx.run({
      datasetId: 'seguranca',
      groupBy: [events.col('Ambiente'), events.col('Ocorrido em'), events.col('Link')],
      values: [],
      filters: [],
      orderBy: [{ field: events.col('Ocorrido em'), direction: 'Descending' }],
      limit: 20,
    });
    expect(answer.rows.length).toBe(20);
    for (const [environment, at, link] of answer.rows)
      expect(link).toBe(
        `http://127.0.0.1:4200/security-center?ambiente=${String(environment)}&ocorrido_em=${String(at)}`,
      );
  });

  it('filters, ranks, sorts and pages by a link, summarized and underlying', async () => {
    const [, first] = (await fx.run(ticketLinks)).rows[0]!;
    const picked = await fx.run({
      ...ticketLinks,
      filters: [basicFilter(tickets.col('Link'), [first as string])],
    });
    expect(picked.rows.map((row) => row[1])).toEqual([first]);
    expect(picked.totalRows).toBe(1);

    const ranked = await fx.run({
      ...ticketLinks,
      filters: [topN(tickets.col('Link'), 3, tickets.m('Chamados'))],
    });
    expect(ranked.rows).toHaveLength(3);

    const contains = await fx.run({
      ...ticketLinks,
      filters: [
        advancedFilter(tickets.col('Link'), 'And', [
          { operator: 'StartsWith', value: 'http://127.0.0.1:4200/' },
        ]),
      ],
      orderBy: [{ field: tickets.col('Link'), direction: 'Descending' }],
      limit: 5,
      offset: 5,
    });
    expect(contains.rows).toHaveLength(5);
    expect(contains.totalRows).toBe((await fx.run(ticketLinks)).totalRows);

    const underlying = await fx.run({
      ...ticketLinks,
      mode: 'underlying',
      values: [],
      filters: [basicFilter(tickets.col('Link'), [first as string])],
    });
    expect(underlying.rows).toEqual([[picked.rows[0]![0], first]]);
    expect(underlying.totalRows).toBe(1);
  });

  it("takes the portal's address from the configuration, as given", async () => {
    const portalUrl = "https://portal.example/o'brien";
    const queries = new AnalyticsQueryService(fx.db, 30_000, { portalUrl });
    const answer = await queries.runScoped(ticketLinks, fx.allEnvironments);
    const [numero, link] = answer.rows[0]!;
    expect(link).toBe(`${portalUrl}/tickets?numero=${String(numero)}`);
  });
});
