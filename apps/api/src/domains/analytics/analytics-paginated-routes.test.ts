import type { PaginatedReportContent, QueryBatchResult } from '@nuvem/api-contract';
import { fieldsOf } from '../../demo/analytics-content/report-builders';
import { biItemToken, callEmbedded } from '../../testing/embed-tokens';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// Paginated (RDL) reports on the analytics side: a paginated report's token reaches its definition and the
// dataset it queries, scoped to the user; no other token reaches it.
let t: TestApp;
let diego: SignedIn;
let ana: SignedIn;
let statementId: string;
let reportId: string;

const consumo = fieldsOf('Consumo');
const content = (id: string, token: string) =>
  callEmbedded(t, 'GET', `/api/v1/analytics/paginated-reports/${id}`, token);

describe.each(databaseKinds)('paginated reports on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    [diego, ana] = await Promise.all([signInAs(t, 'diego@nuvem.example'), signInAs(t, 'ana@acme.example')]);
    const rows = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM bi_items');
    statementId = rows.find((row) => row.name === 'Extrato de Consumo')!.id;
    reportId = rows.find((row) => row.name === 'Receita por Cliente')!.id;
  });
  afterAll(() => t.close());

  it("answers the definition and its dataset's fields to the paginated report's token", async () => {
    const token = await biItemToken(t, diego, statementId);
    const body = await jsonOf<PaginatedReportContent>(await content(statementId, token));
    expect(body.report).toMatchObject({
      id: statementId,
      name: 'Extrato de Consumo',
      datasetId: 'consumo',
      rowsPerPage: 25,
      parameters: [expect.objectContaining({ name: 'Ano' }), expect.objectContaining({ name: 'Regiao' })],
    });
    expect(body.dataset.id).toBe('consumo');
    expect(JSON.stringify(body.dataset)).not.toMatch(/sql|SELECT/i);
    expect(body.actions).toEqual(['view', 'edit']);
    // Its rows come from the query route, over its dataset only.
    const query = (datasetId: string) =>
      callEmbedded(t, 'POST', '/api/v1/analytics/query', token, {
        queries: [{ datasetId, groupBy: [consumo.col('Ano')], values: [], filters: [] }],
      });
    const ok = await jsonOf<QueryBatchResult>(await query('consumo'));
    expect(ok.results[0]).toMatchObject({ ok: true });
    const refused = await jsonOf<QueryBatchResult>(await query('margem'));
    expect(refused.results[0]).toMatchObject({
      ok: false,
      error: { error_code: 'analytics_item_not_found' },
    });
  });

  it("is not reached by another item's token, and does not reach another report", async () => {
    const reportToken = await biItemToken(t, diego, reportId);
    await expectError(await content(statementId, reportToken), 404, 'analytics_item_not_found', [
      statementId,
    ]);
    const statementToken = await biItemToken(t, diego, statementId);
    await expectError(
      await callEmbedded(t, 'GET', `/api/v1/analytics/reports/${statementId}`, statementToken),
      404,
      'analytics_item_not_found',
    );
    await expectError(await content(reportId, statementToken), 404, 'analytics_item_not_found');
    // ana is in no BI workspace: no token for it at all.
    const answer = await fetch(t.url(`/api/v1/bi/items/${statementId}/token`), {
      method: 'POST',
      headers: ana.headers,
    });
    expect(answer.status).toBe(403);
  });
});
