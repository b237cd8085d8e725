import { deflateRawSync } from 'node:zlib';
import type {
  BiWorkspace,
  CreateToken,
  Dataset,
  DatasetCreateConfig,
  Jwks,
  QueryBatchResult,
  ReportBody,
  ReportContent,
  SavedReportCopy,
} from '@nuvem/api-contract';
import { verifyEmbedToken } from '../../auth/embed-token';
import { card, page } from '../../demo/analytics-content/report-builders';
import { themes } from '../../demo/analytics-content/report-themes';
import { biItemToken, callEmbedded } from '../../testing/embed-tokens';
import { enterDataDocument } from '../../testing/mashup-documents';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// quickCreate's side of the API: a quick create token (a workspace and an environment) turns a dataset create
// config into a table of that environment and a dataset the token then reaches, and saves a report over it.
let t: TestApp;
let diego: SignedIn;
let financeId: string;
let operationsId: string;

const config = (
  rows: (string | null)[][],
  extra: Partial<DatasetCreateConfig> = {},
): DatasetCreateConfig => ({
  locale: 'pt-BR',
  tableSchemaList: [
    {
      name: 'Vendas',
      columns: [
        { name: 'Produto', dataType: 'Text' },
        { name: 'Quantidade', dataType: 'Int32' },
        { name: 'Valor', displayName: 'Valor (R$)', dataType: 'Currency' },
        { name: 'Dia', dataType: 'Date' },
        { name: 'Pago', dataType: 'Logical' },
      ],
    },
  ],
  data: [{ name: 'Vendas', rows }],
  ...extra,
});
const sales = [
  ['Cadeira', '3', '120,50', '2026-11-02', 'true'],
  ['Mesa', '1', '899.9', '2026-11-03', 'false'],
  ['Cadeira', '2', '80', '2026-11-04T00:00:00', '1'],
  ['Lâmpada', '', '', '', ''],
];

const quickToken = async (cloudId = 'ACM1', workspaceId = financeId) =>
  jsonOf<CreateToken>(
    await call(t, 'POST', `/api/v1/bi/workspaces/${workspaceId}/quick-create/token`, diego, { cloudId }),
  );
const createDataset = (token: string, body: unknown) =>
  callEmbedded(t, 'POST', '/api/v1/analytics/quick-datasets', token, body);
const quickCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_quick_datasets'))[0]!.n;
const quickTables = async () =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'analytics\\_quick\\_%' AND tablename <> 'analytics_quick_datasets'",
    )
  )[0]!.n;
const sumBy = (datasetId: string, column: string, value: string) => ({
  datasetId,
  groupBy: [{ table: 'Vendas', column }],
  values: [{ table: 'Vendas', column: value, aggregationFunction: 'Sum' as const }],
  filters: [],
  orderBy: [{ field: { table: 'Vendas', column }, direction: 'Ascending' as const }],
});

describe.each(databaseKinds)('quick create on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    diego = await signInAs(t, 'diego@nuvem.example');
    const workspaces = await jsonOf<BiWorkspace[]>(await call(t, 'GET', '/api/v1/bi/workspaces', diego));
    financeId = workspaces.find((w) => w.name === 'Financeiro Corporativo')!.id;
    operationsId = workspaces.find((w) => w.name === 'Operações de Nuvem')!.id;
  });
  afterAll(() => t.close());

  it('issues a quick create token for an environment the user sees, to edit members only', async () => {
    const answer = await quickToken();
    expect(answer.embedUrl).toBe(`http://127.0.0.1:4300/quickCreate?groupId=${financeId}`);
    const jwks = await jsonOf<Jwks>(await call(t, 'GET', '/api/v1/bi/jwks.json'));
    const [acm1] = await t.db.query<{ id: string }>(
      "SELECT id FROM customer_environments WHERE cloud_id = 'ACM1'",
    );
    expect(verifyEmbedToken(answer.token, jwks)).toMatchObject({
      sub: diego.userId,
      item_source: 'bi',
      item_type: 'workspace',
      item_id: financeId,
      workspace_id: financeId,
      environment_id: acm1!.id,
      actions: ['create'],
    });
    const ask = (workspaceId: string, body: unknown) =>
      call(t, 'POST', `/api/v1/bi/workspaces/${workspaceId}/quick-create/token`, diego, body);
    await expectError(await ask(financeId, { cloudId: 'NOPE1' }), 404, 'environment_not_found', ['NOPE1']);
    await expectError(await ask(operationsId, { cloudId: 'ACM1' }), 403, 'forbidden');
    await expectError(await ask(financeId, {}), 400, 'validation_failed');
    await expectError(
      await call(t, 'POST', `/api/v1/bi/workspaces/${financeId}/quick-create/token`, undefined, {
        cloudId: 'ACM1',
      }),
      401,
      'unauthorized',
    );
  });

  it("stores the rows typed in a table of the token's environment, and the token reaches the dataset", async () => {
    const { token } = await quickToken();
    const dataset = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    expect(dataset.id).toMatch(/^quick-[0-9a-f-]{36}$/);
    expect(dataset.name).toBe('Vendas');
    expect(dataset.tables[0]!.columns).toEqual([
      { name: 'Produto', dataType: 'text', format: 'text', captions: {} },
      { name: 'Quantidade', dataType: 'number', format: 'integer', captions: {} },
      {
        name: 'Valor',
        dataType: 'number',
        format: 'currency',
        captions: { pt: 'Valor (R$)', en: 'Valor (R$)', es: 'Valor (R$)' },
      },
      { name: 'Dia', dataType: 'date', format: 'date', captions: {} },
      { name: 'Pago', dataType: 'boolean', format: 'text', captions: {} },
    ]);
    expect(dataset.tables[0]!.measures.map((m) => m.name)).toEqual(['Contagem de Linhas']);

    const fetched = await jsonOf<Dataset>(
      await callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${dataset.id}`, token),
    );
    expect(fetched).toEqual(dataset);
    const { results } = await jsonOf<QueryBatchResult>(
      await callEmbedded(t, 'POST', '/api/v1/analytics/query', token, {
        queries: [sumBy(dataset.id, 'Produto', 'Valor'), sumBy(dataset.id, 'Produto', 'Quantidade')],
      }),
    );
    const rowsOf = (index: number) => {
      const result = results[index]!;
      if (!result.ok) throw new Error(result.error.error_code);
      return result.result.rows;
    };
    expect(rowsOf(0)).toEqual([
      ['Cadeira', 200.5],
      ['Lâmpada', null],
      ['Mesa', 899.9],
    ]);
    expect(rowsOf(1)).toEqual([
      ['Cadeira', 5],
      ['Lâmpada', null],
      ['Mesa', 1],
    ]);
    // Every row belongs to ACM1.
    const uuid = dataset.id.slice('quick-'.length).replace(/-/g, '');
    const owners = await t.db.query<{ cloud_id: string; n: number }>(
      `SELECT e.cloud_id, count(*)::int AS n FROM analytics_quick_${uuid} q
         JOIN customer_environments e ON e.id = q.environment_id GROUP BY e.cloud_id`,
    );
    expect(owners).toEqual([{ cloud_id: 'ACM1', n: 4 }]);
  });

  it('takes the "Enter data" form of a mashup document, typed by its TransformColumnTypes step', async () => {
    const rows = deflateRawSync(
      Buffer.from(
        JSON.stringify([
          ['Norte', '10'],
          ['Sul', '32'],
        ]),
      ),
    ).toString('base64');
    const mashupDocument =
      'section Section1;\r\nshared #"Regiões" = let\r\n    Source = Table.FromRows(Json.Document(Binary.Decompress(' +
      `Binary.FromText("${rows}", BinaryEncoding.Base64), Compression.Deflate)), let _t = ((type nullable text) meta ` +
      '[Serialized.Text = true]) in type table [Região = _t, #"Total de Chamados" = _t]),\r\n    #"Changed Type" = ' +
      'Table.TransformColumnTypes(Source,{{"Região", type text}, {"Total de Chamados", Int64.Type}})\r\nin\r\n    #"Changed Type";';
    const { token } = await quickToken();
    const dataset = await jsonOf<Dataset>(
      await createDataset(token, { locale: 'en-US', mashupDocument }),
      201,
    );
    expect(dataset.tables[0]!.name).toBe('Regiões');
    expect(dataset.tables[0]!.columns.map((c) => [c.name, c.format])).toEqual([
      ['Região', 'text'],
      ['Total de Chamados', 'integer'],
    ]);
    const { results } = await jsonOf<QueryBatchResult>(
      await callEmbedded(t, 'POST', '/api/v1/analytics/query', token, {
        queries: [
          {
            datasetId: dataset.id,
            groupBy: [],
            values: [{ table: 'Regiões', column: 'Total de Chamados', aggregationFunction: 'Sum' }],
            filters: [],
            orderBy: [],
          },
        ],
      }),
    );
    expect(results[0]).toMatchObject({ ok: true, result: { rows: [[42]] } });
  });

  it('refuses a config it cannot take with the problem and its place, and writes nothing', async () => {
    const { token } = await quickToken();
    const [datasets, tables] = [await quickCount(), await quickTables()];
    const refused = async (body: unknown, vars: string[]) =>
      expectError(await createDataset(token, body), 400, 'analytics_quick_create_invalid', vars);
    await refused(config([['Mesa', 'três', '1', '2026-11-02', 'true']]), [
      'badValue',
      'Vendas',
      '1',
      'Quantidade',
      'três',
      'Int32',
    ]);
    await refused(config([...sales, ['Mesa', '1', '1', '2026-02-30', 'true']]), [
      'badValue',
      'Vendas',
      '5',
      'Dia',
      '2026-02-30',
      'Date',
    ]);
    await refused(config([['Mesa', '1']]), ['rowLength', 'Vendas', '1', '5', '2']);
    await refused(config([['Mesa', '1', '1', '2026-11-02', 'talvez']]), [
      'badValue',
      'Vendas',
      '1',
      'Pago',
      'talvez',
      'Logical',
    ]);
    const binary = config(sales);
    binary.tableSchemaList![0]!.columns[0]!.dataType = 'Binary';
    await refused(binary, ['unknownType', 'Produto', 'Binary']);
    const proto = config(sales);
    proto.tableSchemaList![0]!.columns[0]!.dataType = '__proto__';
    await refused(proto, ['unknownType', 'Produto', '__proto__']);
    const twice = config(sales);
    twice.tableSchemaList![0]!.columns[1]!.name = 'Produto';
    await refused(twice, ['duplicateColumn', 'Vendas', 'Produto']);
    await refused({ locale: 'pt-BR' }, ['noTable']);
    await refused({ ...config(sales), data: [{ name: 'Outra', rows: [] }] }, ['dataWithoutSchema', 'Outra']);
    await refused(
      {
        ...config(sales),
        tableSchemaList: [
          ...config(sales).tableSchemaList!,
          { name: 'B', columns: [{ name: 'x', dataType: 'Text' }] },
        ],
      },
      ['tooManyTables', '1'],
    );
    await refused({ locale: 'pt-BR', mashupDocument: 'let Source = Sql.Database("x", "y") in Source' }, [
      'mashupUnsupported',
    ]);
    await refused(config([['x'.repeat(4_001), '1', '1', '2026-11-02', 'true']]), [
      'valueTooLong',
      'Vendas',
      '1',
      'Produto',
      '4000',
    ]);
    await expectError(await createDataset(token, { tableSchemaList: [] }), 400, 'validation_failed');
    expect([await quickCount(), await quickTables()]).toEqual([datasets, tables]);
  });

  it("keeps tableSchemaList's limits on the mashup path, and names the place of what PostgreSQL would refuse", async () => {
    const { token } = await quickToken();
    const [datasets, tables] = [await quickCount(), await quickTables()];
    const columns = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);
    const mashup = (table: string, names: string[], rows: unknown[] = []) => ({
      locale: 'en-US',
      mashupDocument: enterDataDocument({ table, columns: names, rows }),
    });
    const refused = async (body: unknown, vars: string[]) =>
      expectError(await createDataset(token, body), 400, 'analytics_quick_create_invalid', vars);
    // Seen before: 65 columns 201, 1,700 and 10,000 a 500 (tables can have at most 1600 columns), names of
    // 100,000 characters 201 and a dataset nothing could query.
    for (const count of [65, 1_700, 10_000])
      await refused(mashup('Tabela', columns(count)), ['tooManyColumns', 'Tabela', '64']);
    const long = 'n'.repeat(100_000);
    await refused(mashup('Tabela', ['a', long]), ['badName', `${long.slice(0, 40)}…`, '120']);
    await refused(mashup(long, ['a']), ['badName', `${long.slice(0, 40)}…`, '120']);
    // Seen before: validation_failed with no place (PostgreSQL refused them as the rows were written).
    await refused(config([['Mesa', '1', '1e-99999999', '2026-11-02', 'true']]), [
      'badValue',
      'Vendas',
      '1',
      'Valor',
      '1e-99999999',
      'Currency',
    ]);
    const zoned = config([['Mesa', '1', '1', '2026-11-02T10:00:00+99:99', 'true']]);
    zoned.tableSchemaList![0]!.columns[3]!.dataType = 'DateTimeZone';
    await refused(zoned, ['badValue', 'Vendas', '1', 'Dia', '2026-11-02T10:00:00+99:99', 'DateTimeZone']);
    await refused(
      mashup(
        'Tabela',
        ['a', 'b'],
        [
          ['x', 'y'],
          ['x', 'a\u0000b'],
        ],
      ),
      ['unstorableValue', 'Tabela', '2', 'b'],
    );
    expect([await quickCount(), await quickTables()]).toEqual([datasets, tables]);

    // At the limits, the mashup path takes what tableSchemaList takes, and the dataset answers queries.
    const widest = await jsonOf<Dataset>(
      await createDataset(token, mashup('n'.repeat(120), [...columns(63), 'm'.repeat(120)], [columns(64)])),
      201,
    );
    expect(widest.tables[0]!.columns).toHaveLength(64);
    const { results } = await jsonOf<QueryBatchResult>(
      await callEmbedded(t, 'POST', '/api/v1/analytics/query', token, {
        queries: [
          {
            datasetId: widest.id,
            groupBy: [{ table: 'n'.repeat(120), column: 'm'.repeat(120) }],
            values: [],
            filters: [],
            orderBy: [],
          },
        ],
      }),
    );
    expect(results[0]).toMatchObject({ ok: true, result: { rows: [['c64']] } });
  });

  it('reaches nothing with another token, and the quick token reaches nothing else', async () => {
    const { token } = await quickToken();
    const dataset = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const reportId = (
      await t.db.query<{ id: string }>("SELECT id FROM bi_items WHERE name = 'Receita por Cliente'")
    )[0]!.id;
    const reportToken = await biItemToken(t, diego, reportId);
    await expectError(
      await callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${dataset.id}`, reportToken),
      404,
      'analytics_item_not_found',
    );
    await expectError(await createDataset(reportToken, config(sales)), 404, 'analytics_item_not_found');
    await expectError(
      await callEmbedded(t, 'GET', '/api/v1/analytics/datasets/consumo', token),
      404,
      'analytics_item_not_found',
    );
    await expectError(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${reportId}`, token),
      404,
      'analytics_item_not_found',
    );
    // Another workspace's quick token does not reach this dataset.
    await t.db.query(
      "UPDATE bi_workspace_members SET access = 'edit' WHERE workspace_id = $1 AND user_id = $2",
      [operationsId, diego.userId],
    );
    try {
      const other = await quickToken('ACM1', operationsId);
      await expectError(
        await callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${dataset.id}`, other.token),
        404,
        'analytics_item_not_found',
      );
    } finally {
      await t.db.query(
        "UPDATE bi_workspace_members SET access = 'view' WHERE workspace_id = $1 AND user_id = $2",
        [operationsId, diego.userId],
      );
    }
  });

  it('saves a report over the quick dataset into the workspace; unsaved ones are dropped after a day', async () => {
    const { token } = await quickToken();
    const dataset = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const body: ReportBody = {
      datasetId: dataset.id,
      pages: [
        page('Pagina1', 'Página 1', 0, [
          {
            height: 200,
            visuals: [
              [4, card('total', 'Valor', { table: 'Vendas', column: 'Valor', aggregationFunction: 'Sum' })],
            ],
          },
        ]),
      ],
      bookmarks: [],
      theme: themes.azul,
      filters: [],
    };
    const answer = await callEmbedded(t, 'POST', `/api/v1/analytics/datasets/${dataset.id}/reports`, token, {
      name: 'Vendas rápidas',
      report: body,
    });
    const saved = await jsonOf<SavedReportCopy>(answer, 201);
    const content = await jsonOf<ReportContent>(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${saved.id}`, saved.token),
    );
    expect(content.dataset.id).toBe(dataset.id);
    // Saved as sent: the aggregated column keeps its function (the body's schema once dropped it).
    expect(content.report.pages[0]!.visuals[0]!.fields.values).toEqual([
      { table: 'Vendas', column: 'Valor', aggregationFunction: 'Sum' },
    ]);
    // The saved report keeps its dataset; one unused for more than a day goes with the next quick create.
    const unsaved = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    await t.db.query("UPDATE analytics_quick_datasets SET used_at = now() - interval '2 days'");
    await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const ids = (await t.db.query<{ id: string }>('SELECT id FROM analytics_quick_datasets')).map(
      (r) => `quick-${r.id}`,
    );
    expect(ids).toContain(dataset.id);
    expect(ids).not.toContain(unsaved.id);
    await expectError(
      await callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${unsaved.id}`, token),
      404,
      'analytics_item_not_found',
    );
    await jsonOf<ReportContent>(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${saved.id}`, saved.token),
    );
    // One user keeps at most 20 unsaved quick datasets: making more drops their oldest, never a saved one.
    for (let made = 0; made < 21; made++)
      await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const unsavedCount = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM analytics_quick_datasets q
            WHERE NOT EXISTS (SELECT 1 FROM analytics_reports r WHERE r.definition ->> 'datasetId' = 'quick-' || q.id)`,
        )
      )[0]!.n;
    expect(await unsavedCount()).toBe(20);
    await jsonOf<ReportContent>(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${saved.id}`, saved.token),
    );
  });

  it('keeps an unsaved quick dataset while its editor renews its token, however old it is', async () => {
    // Without the earlier tests' unsaved datasets, which would count against the 20 a user keeps.
    await t.db.query(
      `DELETE FROM analytics_quick_datasets q WHERE created_by = $1
          AND NOT EXISTS (SELECT 1 FROM analytics_reports r WHERE r.definition ->> 'datasetId' = 'quick-' || q.id)`,
      [diego.userId],
    );
    const { token } = await quickToken();
    const open = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const id = open.id.replace(/^quick-/, '');
    await t.db.query(
      "UPDATE analytics_quick_datasets SET created_at = now() - interval '3 days', used_at = now() - interval '23 hours' WHERE id = $1",
      [id],
    );
    // The editor renews its token: a use. Another quick create then drops only what is unused for a day.
    await quickToken();
    await t.db.query(
      "UPDATE analytics_quick_datasets SET used_at = now() - interval '2 days' WHERE id <> $1 AND created_by = $2",
      [id, diego.userId],
    );
    await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    await jsonOf<Dataset>(await callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${open.id}`, token));
    // Unused again for two days, with no renewal since (a token refused for another workspace touches nothing).
    await t.db.query(
      "UPDATE analytics_quick_datasets SET used_at = now() - interval '2 days' WHERE id = $1",
      [id],
    );
    await quickToken('ACM1', operationsId).catch(() => undefined);
    await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    await expectError(
      await callEmbedded(t, 'GET', `/api/v1/analytics/datasets/${open.id}`, token),
      404,
      'analytics_item_not_found',
    );
  });

  it('drops the table of a quick dataset whose row went with its workspace, environment or user', async () => {
    const { token } = await quickToken();
    const gone = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const kept = await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    const sourceOf = async (dataset: Dataset) =>
      (
        await t.db.query<{ source: string }>('SELECT source FROM analytics_quick_datasets WHERE id = $1', [
          dataset.id.replace(/^quick-/, ''),
        ])
      )[0]!.source;
    const [goneTable, keptTable] = [await sourceOf(gone), await sourceOf(kept)];
    const tables = async () =>
      (
        await t.db.query<{ name: string }>(
          "SELECT c.relname AS name FROM pg_class c WHERE c.relkind = 'r' AND c.relname LIKE 'analytics_quick_%'",
        )
      ).map((row) => row.name);
    // What a cascade from the workspace, the environment or the creator does: the row goes, the table stays.
    await t.db.query('DELETE FROM analytics_quick_datasets WHERE source = $1', [goneTable]);
    expect(await tables()).toContain(goneTable);
    await jsonOf<Dataset>(await createDataset(token, config(sales)), 201);
    expect(await tables()).not.toContain(goneTable);
    expect(await tables()).toContain(keptTable);
  });
});
