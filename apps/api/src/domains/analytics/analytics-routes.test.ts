import {
  embedTokenAudience,
  encodeViewState,
  type DashboardContent,
  type Dataset,
  type EmbedOrigins,
  type Jwks,
  type QueryBatchResult,
  type ReportContent,
  type ReportDefinition,
  type SavedReportCopy,
  type VisualQuery,
} from '@nuvem/api-contract';
import { embedSigningKeyOf, generateEmbedSigningKeyPem } from '../../auth/embed-signing-key';
import { signEmbedClaims, signEmbedToken, verifyEmbedToken } from '../../auth/embed-token';
import { basicFilter, fieldsOf } from '../../demo/analytics-content/report-builders';
import { demoUsers } from '../../demo/demo-data';
import { withSignatureRespelled } from '../../testing/base64url-variants';
import { biItemToken, callEmbedded, dashboardToken } from '../../testing/embed-tokens';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let diego: SignedIn;
let ana: SignedIn;
/** BI item and insights dashboard ids by name. */
let items: Record<string, string>;
let dashboards: Record<string, string>;
let workspaceOf: Record<string, string>;

const signingKey = generateEmbedSigningKeyPem();
const unknownId = '00000000-0000-4000-8000-000000000000';
const consumo = fieldsOf('Consumo');

const report = (id: string, token: string) =>
  callEmbedded(t, 'GET', `/api/v1/analytics/reports/${id}`, token);
const query = (token: string, queries: VisualQuery[]) =>
  callEmbedded(t, 'POST', '/api/v1/analytics/query', token, { queries });

const byEnvironment: VisualQuery = {
  datasetId: 'consumo',
  groupBy: [consumo.col('Ambiente')],
  values: [consumo.m('Custo Total')],
  filters: [],
  orderBy: [{ field: consumo.col('Ambiente'), direction: 'Ascending' }],
};

describe.each(databaseKinds)('analytics routes on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind, { embedSigningKey: signingKey });
    [diego, ana] = await Promise.all([signInAs(t, 'diego@nuvem.example'), signInAs(t, 'ana@acme.example')]);
    const itemRows = await t.db.query<{ id: string; name: string; workspace_id: string }>(
      'SELECT id, name, workspace_id FROM bi_items',
    );
    items = Object.fromEntries(itemRows.map((row) => [row.name, row.id]));
    workspaceOf = Object.fromEntries(itemRows.map((row) => [row.id, row.workspace_id]));
    const dashboardRows = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM dashboards');
    dashboards = Object.fromEntries(dashboardRows.map((row) => [row.name, row.id]));
  });
  afterAll(() => t.close());

  describe('GET /api/v1/analytics/embed-origins', () => {
    it('lists the embedding origins, publicly, even when API keys are required', async () => {
      expect(await jsonOf<EmbedOrigins>(await call(t, 'GET', '/api/v1/analytics/embed-origins'))).toEqual({
        origins: ['http://127.0.0.1:4200', 'http://localhost:4200'],
      });
      const keyed = await startAppOn(t.db, { apiKeys: ['k'], embedOrigins: ['https://host.example'] });
      try {
        const res = await fetch(keyed.url('/api/v1/analytics/embed-origins'));
        expect(await jsonOf<EmbedOrigins>(res)).toEqual({ origins: ['https://host.example'] });
      } finally {
        await keyed.close();
      }
    });
  });

  describe('embed token authentication', () => {
    const path = () => `/api/v1/analytics/reports/${items['Receita por Cliente']}`;
    const grant = () => ({
      userId: diego.userId,
      sessionId: diego.sessionId,
      item: {
        source: 'bi' as const,
        type: 'report' as const,
        id: items['Receita por Cliente']!,
        workspaceId: workspaceOf[items['Receita por Cliente']!]!,
      },
      actions: ['view' as const],
    });

    it('answers 401 embed_token_invalid without a token, with a session token or with a token that does not verify', async () => {
      await expectError(await fetch(t.url(path())), 401, 'embed_token_invalid');
      await expectError(await call(t, 'GET', path(), diego), 401, 'embed_token_invalid');
      await expectError(
        await report(items['Receita por Cliente']!, 'not.a.token'),
        401,
        'embed_token_invalid',
      );
      const foreign = signEmbedToken(grant(), embedSigningKeyOf(generateEmbedSigningKeyPem()), 600).token;
      await expectError(await report(items['Receita por Cliente']!, foreign), 401, 'embed_token_invalid');
      const { claims } = signEmbedToken(grant(), embedSigningKeyOf(signingKey), 600);
      const otherAudience = signEmbedClaims(
        { ...claims, aud: `${embedTokenAudience}-x` },
        embedSigningKeyOf(signingKey),
      );
      await expectError(
        await report(items['Receita por Cliente']!, otherAudience),
        401,
        'embed_token_invalid',
      );
      // An expired token from another key is invalid, not expired: only a good signature can be "expired".
      const foreignExpired = signEmbedToken(
        grant(),
        embedSigningKeyOf(generateEmbedSigningKeyPem()),
        60,
        Date.now() - 3_600_000,
      ).token;
      await expectError(
        await report(items['Receita por Cliente']!, foreignExpired),
        401,
        'embed_token_invalid',
      );
    });

    it('answers 401 embed_token_invalid for another spelling of the signature (its last character)', async () => {
      const item = items['Receita por Cliente']!;
      const token = await biItemToken(t, diego, item);
      expect((await report(item, token)).status).toBe(200);
      const respelled = withSignatureRespelled(token);
      expect(respelled).toHaveLength(15);
      for (const other of respelled) await expectError(await report(item, other), 401, 'embed_token_invalid');
    });

    it('answers 401 embed_token_expired when only the expiry fails', async () => {
      const expired = signEmbedToken(
        grant(),
        embedSigningKeyOf(signingKey),
        60,
        Date.now() - 3_600_000,
      ).token;
      await expectError(await report(items['Receita por Cliente']!, expired), 401, 'embed_token_expired');
      const fresh = signEmbedToken(grant(), embedSigningKeyOf(signingKey), 60).token;
      expect((await report(items['Receita por Cliente']!, fresh)).status).toBe(200);
    });
  });

  describe('GET /api/v1/analytics/reports/:reportId', () => {
    it("answers the report, its dataset (without SQL), the token's actions and no user state", async () => {
      const id = items['Receita por Cliente']!;
      const content = await jsonOf<ReportContent>(await report(id, await biItemToken(t, diego, id)));
      expect(content.report).toMatchObject({ id, name: 'Receita por Cliente', datasetId: 'consumo' });
      expect(content.report.pages.map((p) => p.name)).toEqual([
        'Visao_Geral',
        'Clientes',
        'Produtos_Servicos',
        'Detalhes',
      ]);
      expect(content.report.bookmarks.length).toBe(3);
      expect(content.dataset.id).toBe('consumo');
      expect(content.dataset.tables[0]!.columns.map((c) => c.name)).toContain('Região');
      expect(JSON.stringify(content.dataset)).not.toMatch(/analytics_|sum\(/);
      expect(content.actions).toEqual(['view', 'edit']);
      expect(content.userState).toBeNull();
    });

    it('answers 404 analytics_item_not_found for another report, a dashboard token or an unknown id, alike', async () => {
      const token = await biItemToken(t, diego, items['Receita por Cliente']!);
      await expectError(await report(items['Margem por Produto']!, token), 404, 'analytics_item_not_found', [
        items['Margem por Produto']!,
      ]);
      await expectError(await report(unknownId, token), 404, 'analytics_item_not_found', [unknownId]);
      const dashboard = await biItemToken(t, diego, items['Painel Executivo']!);
      await expectError(
        await report(items['Receita por Cliente']!, dashboard),
        404,
        'analytics_item_not_found',
      );
      await expectError(
        await callEmbedded(t, 'GET', `/api/v1/analytics/dashboards/${items['Painel Executivo']}`, token),
        404,
        'analytics_item_not_found',
      );
    });

    it("answers 404 once the token's item is gone", async () => {
      const copy = await saveAs(items['Receita por Cliente']!, 'Cópia a apagar');
      expect((await report(copy.id, copy.token)).status).toBe(200);
      await t.db.query('DELETE FROM bi_items WHERE id = $1', [copy.id]);
      await expectError(await report(copy.id, copy.token), 404, 'analytics_item_not_found', [copy.id]);
      const batch = await jsonOf<QueryBatchResult>(await query(copy.token, [byEnvironment]));
      expect(batch.results).toEqual([
        { ok: false, error: expect.objectContaining({ error_code: 'analytics_item_not_found' }) },
      ]);
    });
  });

  async function saveAs(reportId: string, name: string): Promise<SavedReportCopy> {
    const token = await biItemToken(t, diego, reportId);
    const { report: definition } = await jsonOf<ReportContent>(await report(reportId, token));
    const { id: _id, name: _name, ...body } = definition;
    return jsonOf<SavedReportCopy>(
      await callEmbedded(t, 'POST', `/api/v1/analytics/reports/${reportId}/copies`, token, {
        name,
        report: body,
      }),
      201,
    );
  }

  describe('saving', () => {
    const bodyOf = ({ id: _id, name: _name, ...body }: ReportDefinition) => body;

    it('saves a report (PUT) and answers it as saved', async () => {
      const id = items['Receita por Cliente']!;
      const token = await biItemToken(t, diego, id);
      const { report: before } = await jsonOf<ReportContent>(await report(id, token));
      const changed = bodyOf(before);
      changed.pages[0] = { ...changed.pages[0]!, displayName: 'Resumo Executivo' };
      const saved = await jsonOf<ReportDefinition>(
        await callEmbedded(t, 'PUT', `/api/v1/analytics/reports/${id}`, token, changed),
      );
      expect(saved.pages[0]!.displayName).toBe('Resumo Executivo');
      const { report: after } = await jsonOf<ReportContent>(await report(id, token));
      expect(after).toEqual({ ...before, pages: changed.pages });
    });

    it('refuses a definition with an unknown field, a repeated name or another dataset (400)', async () => {
      const id = items['Receita por Cliente']!;
      const token = await biItemToken(t, diego, id);
      const body = bodyOf((await jsonOf<ReportContent>(await report(id, token))).report);
      const put = (patched: unknown) =>
        callEmbedded(t, 'PUT', `/api/v1/analytics/reports/${id}`, token, patched);
      const [first] = body.pages;
      const unknown = {
        ...body,
        pages: [
          { ...first!, visuals: [{ ...first!.visuals[1]!, fields: { values: [consumo.m('Lucro')] } }] },
        ],
      };
      await expectError(await put(unknown), 400, 'analytics_unknown_field', ['Consumo.[Lucro]']);
      const badFilter = { ...body, filters: [basicFilter(consumo.col('Ano'), ['dois mil'])] };
      await expectError(await put(badFilter), 400, 'validation_failed', ['Consumo.Ano']);
      await expectError(await put({ ...body, pages: [first, first] }), 400, 'validation_failed');
      const twice = { ...body, pages: [{ ...first!, visuals: [first!.visuals[0]!, first!.visuals[0]!] }] };
      await expectError(await put(twice), 400, 'validation_failed');
      await expectError(await put({ ...body, datasetId: 'margem' }), 400, 'validation_failed', ['datasetId']);
      await expectError(await put({ ...body, pages: 'x' }), 400, 'validation_failed');
    });

    it('saves as a new BI report of the same workspace, with a token for it (201)', async () => {
      const source = items['Receita por Cliente']!;
      const copy = await saveAs(source, 'Receita por Cliente (cópia)');
      expect(copy).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Receita por Cliente (cópia)',
        embedUrl: `http://127.0.0.1:4300/reportEmbed?reportId=${copy.id}&groupId=${workspaceOf[source]}`,
        token: expect.any(String),
        expiration: expect.any(String),
      });
      const jwks = await jsonOf<Jwks>(await call(t, 'GET', '/api/v1/bi/jwks.json'));
      expect(verifyEmbedToken(copy.token, jwks)).toMatchObject({
        sub: diego.userId,
        item_source: 'bi',
        item_type: 'report',
        item_id: copy.id,
        workspace_id: workspaceOf[source],
        actions: ['view', 'edit'],
      });
      const content = await jsonOf<ReportContent>(await report(copy.id, copy.token));
      const original = await jsonOf<ReportContent>(await report(source, await biItemToken(t, diego, source)));
      expect(content.report).toEqual({ ...original.report, id: copy.id, name: copy.name });
      const listed = await jsonOf<{ id: string; workspaceId: string }[]>(
        await call(t, 'GET', '/api/v1/bi/items', diego),
      );
      expect(listed).toContainEqual(
        expect.objectContaining({ id: copy.id, workspaceId: workspaceOf[source] }),
      );
    });

    it('refuses saving and saving as without the edit action (403)', async () => {
      const id = items['Uso de CPU e Memória']!; // diego only views 'Operações de Nuvem'
      const token = await biItemToken(t, diego, id);
      const content = await jsonOf<ReportContent>(await report(id, token));
      expect(content.actions).toEqual(['view']);
      const body = bodyOf(content.report);
      await expectError(
        await callEmbedded(t, 'PUT', `/api/v1/analytics/reports/${id}`, token, body),
        403,
        'forbidden',
      );
      await expectError(
        await callEmbedded(t, 'POST', `/api/v1/analytics/reports/${id}/copies`, token, {
          name: 'Cópia',
          report: body,
        }),
        403,
        'forbidden',
      );
    });
  });

  describe('user state', () => {
    it("keeps each user's persistent filters of a report: none, saved, read, deleted", async () => {
      const id = items['Receita por Cliente']!;
      const token = await biItemToken(t, diego, id);
      const path = `/api/v1/analytics/reports/${id}/user-state`;
      expect(await jsonOf<null>(await callEmbedded(t, 'GET', path, token))).toBeNull();
      const state = encodeViewState({
        version: 1,
        activePage: 'Clientes',
        filters: { report: [basicFilter(consumo.col('Região'), ['São Paulo'])], pages: {}, visuals: {} },
        slicers: {},
      });
      expect(await jsonOf(await callEmbedded(t, 'PUT', path, token, { state }))).toEqual({ state });
      expect(await jsonOf(await callEmbedded(t, 'GET', path, token))).toEqual({ state });
      expect((await jsonOf<ReportContent>(await report(id, token))).userState).toEqual({ state });
      // Another user's token for the same report sees none of it.
      const anaToken = signEmbedToken(
        {
          userId: ana.userId,
          sessionId: ana.sessionId,
          item: { source: 'bi', type: 'report', id, workspaceId: workspaceOf[id]! },
          actions: ['view'],
        },
        embedSigningKeyOf(signingKey),
        600,
      ).token;
      expect(await jsonOf<null>(await callEmbedded(t, 'GET', path, anaToken))).toBeNull();
      expect((await callEmbedded(t, 'DELETE', path, token)).status).toBe(204);
      expect(await jsonOf<null>(await callEmbedded(t, 'GET', path, token))).toBeNull();
    });

    it('refuses a state the frame did not capture, or one of another report (400)', async () => {
      const id = items['Receita por Cliente']!;
      const token = await biItemToken(t, diego, id);
      const path = `/api/v1/analytics/reports/${id}/user-state`;
      await expectError(
        await callEmbedded(t, 'PUT', path, token, { state: 'nuvem1.nope' }),
        400,
        'validation_failed',
      );
      const otherPage = encodeViewState({
        version: 1,
        activePage: 'Resumo',
        filters: { report: [], pages: {}, visuals: {} },
        slicers: {},
      });
      await expectError(
        await callEmbedded(t, 'PUT', path, token, { state: otherPage }),
        400,
        'validation_failed',
      );
      const badFilter = encodeViewState({
        version: 1,
        activePage: 'Clientes',
        filters: { report: [basicFilter(consumo.col('Cor'), ['azul'])], pages: {}, visuals: {} },
        slicers: {},
      });
      await expectError(
        await callEmbedded(t, 'PUT', path, token, { state: badFilter }),
        400,
        'analytics_unknown_field',
      );
    });
  });

  describe('GET /api/v1/analytics/datasets/:datasetId', () => {
    const dataset = (id: string, token: string) =>
      callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${id}`, token);

    it("answers a report token's dataset and a dashboard token's tiles' datasets, without their SQL", async () => {
      const reportToken = await biItemToken(t, diego, items['Receita por Cliente']!);
      const consumption = await jsonOf<Dataset>(await dataset('consumo', reportToken));
      expect(consumption).toMatchObject({ id: 'consumo', name: 'Consumo' });
      expect(consumption.tables[0]!.measures.map((measure) => measure.name)).toContain('Custo Total');
      expect(JSON.stringify(consumption)).not.toMatch(/analytics_|sum\(|"sql"/);
      const id = dashboards['Visão Geral da Conta']!;
      const dashboard = await dashboardToken(t, ana, id);
      expect((await jsonOf<Dataset>(await dataset('chamados', dashboard))).id).toBe('chamados');
    });

    it('answers 404 analytics_item_not_found for a dataset the token does not reach or none at all, alike', async () => {
      const reportToken = await biItemToken(t, diego, items['Receita por Cliente']!);
      await expectError(await dataset('margem', reportToken), 404, 'analytics_item_not_found', ['margem']);
      await expectError(await dataset('nenhum', reportToken), 404, 'analytics_item_not_found', ['nenhum']);
      const dashboard = await dashboardToken(t, ana, dashboards['Visão Geral da Conta']!);
      await expectError(await dataset('margem', dashboard), 404, 'analytics_item_not_found', ['margem']);
    });

    it('answers 401 without an embed token and 400 for an id that is no dataset id', async () => {
      await expectError(
        await call(t, 'GET', '/api/v1/analytics/datasets/consumo'),
        401,
        'embed_token_invalid',
      );
      const reportToken = await biItemToken(t, diego, items['Receita por Cliente']!);
      await expectError(await dataset('Consumo%00', reportToken), 400, 'validation_failed');
    });
  });

  describe('GET /api/v1/analytics/dashboards/:dashboardId', () => {
    it('answers an insights dashboard with its tiles, their visuals (with the saved filters) and datasets', async () => {
      const id = dashboards['Visão Geral da Conta']!;
      const content = await jsonOf<DashboardContent>(
        await callEmbedded(t, 'GET', `/api/v1/analytics/dashboards/${id}`, await dashboardToken(t, ana, id)),
      );
      expect(content.dashboard).toMatchObject({ id, name: 'Visão Geral da Conta' });
      expect(content.tiles.map((tile) => tile.tileId)).toEqual(
        content.dashboard.tiles.filter((tile) => tile.kind === 'visual').map((tile) => tile.id),
      );
      expect(content.datasets.map((d) => d.id).sort()).toEqual([
        'chamados',
        'consumo',
        'disponibilidade',
        'seguranca',
      ]);
      expect(content.actions).toEqual(['view']);
      const cost = content.tiles.find((tile) => tile.tileId === 'Custo')!;
      expect(cost).toMatchObject({
        datasetId: 'consumo',
        pageName: 'Faturamento',
        visual: { name: 'Custo_Mes', type: 'card' },
      });
      expect(cost.visual.filters).toEqual([expect.objectContaining({ filterType: 4 })]);
      expect(cost.theme.dataColors.length).toBeGreaterThan(0);
    });

    it('answers a BI dashboard to its own token only', async () => {
      const id = items['Saúde da Plataforma']!;
      const token = await biItemToken(t, diego, id);
      const content = await jsonOf<DashboardContent>(
        await callEmbedded(t, 'GET', `/api/v1/analytics/dashboards/${id}`, token),
      );
      expect(content.datasets.map((d) => d.id).sort()).toEqual([
        'disponibilidade',
        'maquinas-virtuais',
        'seguranca',
      ]);
      await expectError(
        await callEmbedded(t, 'GET', `/api/v1/analytics/dashboards/${items['Painel Executivo']}`, token),
        404,
        'analytics_item_not_found',
      );
    });
  });

  describe('POST /api/v1/analytics/query', () => {
    it("answers each query in order, scoped to the user's environments; a bad query fails alone", async () => {
      const id = dashboards['Visão Geral da Conta']!;
      const token = await dashboardToken(t, ana, id);
      const batch = await jsonOf<QueryBatchResult>(
        await query(token, [
          byEnvironment,
          {
            ...byEnvironment,
            datasetId: 'margem',
            groupBy: [{ table: 'Margem', column: 'Ambiente' }],
            values: [{ table: 'Margem', measure: 'Margem Bruta' }],
            orderBy: [],
          },
          { ...byEnvironment, groupBy: [consumo.col('Lucro')] },
          { ...byEnvironment, filters: [basicFilter(consumo.col('Ano'), ['2026'])] },
          {
            ...byEnvironment,
            datasetId: 'chamados',
            groupBy: [],
            values: [{ table: 'Chamados', measure: 'Chamados' }],
            orderBy: [],
          },
        ]),
      );
      const [first, margin, unknown, badValue, tickets] = batch.results;
      const anas = demoUsers.find((u) => u.email === 'ana@acme.example')!.environments;
      expect(first).toMatchObject({ ok: true });
      expect(first!.ok && first!.result.rows.map((row) => row[0])).toEqual(anas);
      expect(margin).toEqual({
        ok: false,
        error: {
          error_code: 'analytics_item_not_found',
          error_message: expect.any(String),
          error_vars: ['margem'],
        },
      });
      expect(unknown).toMatchObject({
        ok: false,
        error: { error_code: 'analytics_unknown_field', error_vars: ['Consumo.Lucro'] },
      });
      expect(badValue).toMatchObject({
        ok: false,
        error: { error_code: 'validation_failed', error_vars: ['Consumo.Ano'] },
      });
      expect(tickets).toMatchObject({ ok: true, result: { totalRows: 1 } });
    });

    it('answers a batch of more than 50 queries with 400', async () => {
      const token = await biItemToken(t, diego, items['Receita por Cliente']!);
      await expectError(
        await query(
          token,
          Array.from({ length: 51 }, () => byEnvironment),
        ),
        400,
        'validation_failed',
      );
    });

    it('stops a query past its time limit: 503 analytics_query_timeout in its place', async () => {
      const slow = await startAppOn(t.db, { analyticsQueryTimeoutMs: 1, embedSigningKey: signingKey });
      try {
        const token = await biItemToken(t, diego, items['Receita por Cliente']!);
        const underlying: VisualQuery = {
          ...byEnvironment,
          mode: 'underlying',
          groupBy: [consumo.col('Data'), consumo.col('Serviço')],
          values: [],
          orderBy: [{ field: consumo.col('Valor'), direction: 'Descending' }],
        };
        const res = await fetch(slow.url('/api/v1/analytics/query'), {
          method: 'POST',
          headers: { authorization: `EmbedToken ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ queries: [underlying] }),
        });
        const batch = await jsonOf<QueryBatchResult>(res);
        expect(batch.results).toEqual([
          {
            ok: false,
            error: {
              error_code: 'analytics_query_timeout',
              error_message: expect.any(String),
              error_vars: ['0.001'],
            },
          },
        ]);
      } finally {
        await slow.close();
      }
    });
  });
});
