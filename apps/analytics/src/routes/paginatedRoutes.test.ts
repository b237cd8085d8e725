import { models } from '@nuvem/embed';
import { PAGINATED_ID } from '../testing/demoContent';
import { fakeHost, type FakeHost } from '../testing/fakeHost';
import type { PaginatedSession } from '../paginated/paginatedSession';

// A paginated (RDL) report in the frame at /rdlEmbed: the load validated as the models do, the config's
// parameterValues applied to the statement's query, loaded then rendered, paging and new parameter values.
const loadConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: PAGINATED_ID,
  embedUrl: `https://frame.example/rdlEmbed?reportId=${PAGINATED_ID}`,
  accessToken: 'token-1',
  ...extra,
});

const rdlHost = () => fakeHost({ path: '/rdlEmbed', search: `?reportId=${PAGINATED_ID}&uid=u1` });

function sessionOf(host: FakeHost): Promise<PaginatedSession> {
  if (host.frame.content?.route !== 'paginated') throw new Error('not a paginated frame');
  return host.frame.content.embed.lifecycle.whenLoaded() as Promise<PaginatedSession>;
}

const statementQueries = (host: FakeHost) => host.api.queries().filter((query) => query.groupBy.length === 2);

test('a load the models refuse answers their errors and loads nothing', async () => {
  const host = await rdlHost();
  const bad = { accessToken: 'token-1', id: PAGINATED_ID, parameterValues: [{ value: 'Sul' }] };
  const answer = await host.request('POST', '/report/load', bad);
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toEqual(models.validatePaginatedReportLoad(bad));
  expect(host.api.calls.some((call) => call.path.includes('paginated-reports'))).toBe(false);
  host.close();
});

test("the config's parameterValues filter the statement; loaded, then rendered once it is drawn", async () => {
  const host = await rdlHost();
  expect(
    (
      await host.request(
        'POST',
        '/report/load',
        loadConfig({ parameterValues: [{ name: 'Regiao', value: 'Sul' }] }),
      )
    ).statusCode,
  ).toBe(202);
  await host.waitForEvents('loaded');
  await host.waitForEvents('rendered');
  const [query] = statementQueries(host);
  expect(query).toMatchObject({
    datasetId: 'consumo',
    groupBy: [{ column: 'Região' }, { column: 'Serviço' }],
    values: [{ measure: 'Custo Total' }],
    filters: [{ operator: 'In', values: ['Sul'], target: { column: 'Região' } }],
    orderBy: [{ direction: 'Ascending' }],
  });
  const session = await sessionOf(host);
  expect(session.state.statement.status).toBe('ready');
  // The parameter's choices: the column's values.
  await vi.waitFor(() => expect(session.state.options.Regiao).toMatchObject({ status: 'ready' }));
  host.close();
});

test('unknown parameters are reported and left out; new values query again from the first page', async () => {
  const host = await rdlHost();
  await host.request('POST', '/report/load', loadConfig({ parameterValues: [{ name: 'Nada', value: 'x' }] }));
  const [warning] = await host.waitForEvents('error');
  expect(warning!.body).toMatchObject({ message: 'parameterNotFound' });
  await host.waitForEvents('rendered');
  const session = await sessionOf(host);
  expect(statementQueries(host)[0]!.filters).toEqual([]);
  session.setPage(99);
  expect(session.state.page).toBe(0);
  await session.apply({ Regiao: ['Norte', 'Sul'] });
  await host.waitForEvents('rendered', 2);
  expect(statementQueries(host).at(-1)!.filters).toMatchObject([{ values: ['Norte', 'Sul'] }]);
  host.close();
});

test('a dataset binding to a dataset the token does not reach fails the load, as the API refuses it', async () => {
  const host = await rdlHost();
  await host.request(
    'POST',
    '/report/load',
    loadConfig({ datasetBindings: [{ sourceDatasetId: 'consumo', targetDatasetId: 'outro' }] }),
  );
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({ message: 'contentNotFound', level: models.TraceType.Fatal });
  expect(host.api.calls.some((call) => call.path === '/api/v1/analytics/datasets/outro')).toBe(true);
  expect(host.eventsNamed('loaded')).toEqual([]);
  host.close();
});

test('another path of the report refuses nothing it does not know: the router answers 404', async () => {
  const host = await rdlHost();
  await host.request('POST', '/report/load', loadConfig());
  await host.waitForEvents('loaded');
  expect((await host.request('GET', '/report/pages')).statusCode).toBe(404);
  host.close();
});
