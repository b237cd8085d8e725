import type {
  BiWorkspace,
  Dataset,
  EmbedToken,
  Jwks,
  QueryBatchResult,
  ReportBody,
  ReportContent,
  SavedReportCopy,
} from '@nuvem/api-contract';
import { verifyEmbedToken } from '../../auth/embed-token';
import { card, fieldsOf, page } from '../../demo/analytics-content/report-builders';
import { themes } from '../../demo/analytics-content/report-themes';
import { biItemToken, callEmbedded } from '../../testing/embed-tokens';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// createReport's side of the analytics API: a create token reaches its dataset (fields, queries) and saves
// a report authored over it as a new BI report of its workspace; it reaches nothing else.
let t: TestApp;
let diego: SignedIn;
let financeId: string;

const consumo = fieldsOf('Consumo');
const authored = (datasetId = 'consumo'): ReportBody => ({
  datasetId,
  pages: [
    page('Pagina1', 'Página 1', 0, [
      { height: 200, visuals: [[4, card('custo', 'Custo', consumo.m('Custo Total'))]] },
    ]),
  ],
  bookmarks: [],
  theme: themes.azul,
  filters: [],
});

const createToken = async (datasetId: string) =>
  (
    await jsonOf<EmbedToken>(
      await call(t, 'POST', `/api/v1/bi/workspaces/${financeId}/datasets/${datasetId}/token`, diego),
    )
  ).token;
const create = (token: string, datasetId: string, body: unknown) =>
  callEmbedded(t, 'POST', `/api/v1/analytics/datasets/${datasetId}/reports`, token, body);
const itemCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bi_items'))[0]!.n;

describe.each(databaseKinds)('creating reports with a create token on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    diego = await signInAs(t, 'diego@nuvem.example');
    const workspaces = await jsonOf<BiWorkspace[]>(await call(t, 'GET', '/api/v1/bi/workspaces', diego));
    financeId = workspaces.find((w) => w.name === 'Financeiro Corporativo')!.id;
  });
  afterAll(() => t.close());

  it('reaches its dataset: its fields, and queries over it scoped to the user', async () => {
    const token = await createToken('consumo');
    const dataset = await jsonOf<Dataset>(
      await callEmbedded(t, 'GET', '/api/v1/analytics/datasets/consumo', token),
    );
    expect(dataset.id).toBe('consumo');
    const result = await jsonOf<QueryBatchResult>(
      await callEmbedded(t, 'POST', '/api/v1/analytics/query', token, {
        queries: [
          { datasetId: 'consumo', groupBy: [], values: [consumo.m('Custo Total')], filters: [], orderBy: [] },
        ],
      }),
    );
    expect(result.results[0]).toMatchObject({ ok: true });
    // Another dataset, even one of the same workspace, is out of its reach.
    await expectError(
      await callEmbedded(t, 'GET', '/api/v1/analytics/datasets/margem', token),
      404,
      'analytics_item_not_found',
    );
  });

  it("saves the authored report as a new report of the token's workspace, the user's, with a view and edit token (201)", async () => {
    const token = await createToken('consumo');
    const saved = await jsonOf<SavedReportCopy>(
      await create(token, 'consumo', { name: 'Meu relatório', report: authored() }),
      201,
    );
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Meu relatório',
      embedUrl: `http://127.0.0.1:4300/reportEmbed?reportId=${saved.id}&groupId=${financeId}`,
      token: expect.any(String),
      expiration: expect.any(String),
    });
    const jwks = await jsonOf<Jwks>(await call(t, 'GET', '/api/v1/bi/jwks.json'));
    expect(verifyEmbedToken(saved.token, jwks)).toMatchObject({
      sub: diego.userId,
      item_type: 'report',
      item_id: saved.id,
      workspace_id: financeId,
      actions: ['view', 'edit'],
    });
    const content = await jsonOf<ReportContent>(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${saved.id}`, saved.token),
    );
    expect(content.report).toEqual({ id: saved.id, name: 'Meu relatório', ...authored() });
    const [row] = await t.db.query<{ created_by: string }>(
      'SELECT created_by FROM analytics_reports WHERE id = $1',
      [saved.id],
    );
    expect(row!.created_by).toBe(diego.userId);
    const listed = await jsonOf<{ id: string; workspaceId: string }[]>(
      await call(t, 'GET', '/api/v1/bi/items', diego),
    );
    expect(listed).toContainEqual(expect.objectContaining({ id: saved.id, workspaceId: financeId }));
  });

  it('refuses other tokens, other datasets and bad reports, and writes nothing', async () => {
    const before = await itemCount();
    const token = await createToken('consumo');
    const reportToken = await biItemToken(
      t,
      diego,
      (await t.db.query<{ id: string }>("SELECT id FROM bi_items WHERE name = 'Receita por Cliente'"))[0]!.id,
    );
    const body = { name: 'X', report: authored() };
    // A report token (even one that may edit) does not create; a create token creates over its own dataset only.
    await expectError(await create(reportToken, 'consumo', body), 404, 'analytics_item_not_found', [
      'consumo',
    ]);
    await expectError(
      await create(token, 'margem', { name: 'X', report: authored('margem') }),
      404,
      'analytics_item_not_found',
      ['margem'],
    );
    // The body names another dataset than the token's.
    await expectError(
      await create(token, 'consumo', { name: 'X', report: authored('margem') }),
      400,
      'validation_failed',
      ['datasetId'],
    );
    const unknownField = authored();
    unknownField.pages[0]!.visuals[0]!.fields = { values: [consumo.m('Lucro')] };
    await expectError(
      await create(token, 'consumo', { name: 'X', report: unknownField }),
      400,
      'analytics_unknown_field',
    );
    await expectError(
      await create(token, 'consumo', { name: '', report: authored() }),
      400,
      'validation_failed',
    );
    await expectError(await create(token, 'consumo', { report: authored() }), 400, 'validation_failed');
    // The create token opens no report.
    const someReport = (
      await t.db.query<{ id: string }>("SELECT id FROM bi_items WHERE type = 'report' LIMIT 1")
    )[0]!.id;
    await expectError(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${someReport}`, token),
      404,
      'analytics_item_not_found',
    );
    expect(await itemCount()).toBe(before);
  });
});
