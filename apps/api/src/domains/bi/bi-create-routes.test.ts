import type { BiDataset, BiWorkspace, CreateToken, Jwks } from '@nuvem/api-contract';
import { verifyEmbedToken } from '../../auth/embed-token';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// Report creation from the portal's side: which datasets a workspace's new reports may be built on, and the
// create token (createReport). The saving with that token is analytics-create-routes.test.ts.
let t: TestApp;
let diego: SignedIn;
let ana: SignedIn;
let workspaces: Record<string, string>;

const unknownId = '00000000-0000-4000-8000-000000000000';
const datasetsOf = (workspaceId: string, who?: SignedIn) =>
  call(t, 'GET', `/api/v1/bi/workspaces/${workspaceId}/datasets`, who);
const createToken = (workspaceId: string, datasetId: string, who?: SignedIn) =>
  call(t, 'POST', `/api/v1/bi/workspaces/${workspaceId}/datasets/${datasetId}/token`, who);

describe.each(databaseKinds)('report creation tokens on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    [diego, ana] = await Promise.all([signInAs(t, 'diego@nuvem.example'), signInAs(t, 'ana@acme.example')]);
    const list = await jsonOf<BiWorkspace[]>(await call(t, 'GET', '/api/v1/bi/workspaces', diego));
    workspaces = Object.fromEntries(list.map((w) => [w.name, w.id]));
  });
  afterAll(() => t.close());

  it("lists the datasets of the workspace's reports, by name, to members with edit access", async () => {
    const datasets = await jsonOf<BiDataset[]>(
      await datasetsOf(workspaces['Financeiro Corporativo']!, diego),
    );
    expect(datasets.map((d) => d.id).sort()).toEqual(['consumo', 'margem']);
    expect(datasets.map((d) => d.name)).toEqual(
      [...datasets.map((d) => d.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
  });

  it('issues a create token for a dataset of the workspace: item dataset, workspace, action create only', async () => {
    const workspaceId = workspaces['Financeiro Corporativo']!;
    const body = await jsonOf<CreateToken>(await createToken(workspaceId, 'consumo', diego));
    expect(body.embedUrl).toBe(`http://127.0.0.1:4300/reportEmbed?groupId=${workspaceId}`);
    const jwks = await jsonOf<Jwks>(await call(t, 'GET', '/api/v1/bi/jwks.json'));
    expect(verifyEmbedToken(body.token, jwks)).toMatchObject({
      sub: diego.userId,
      item_source: 'bi',
      item_type: 'dataset',
      item_id: 'consumo',
      workspace_id: workspaceId,
      actions: ['create'],
    });
  });

  it('refuses view-only members (403), non-members and unknown workspaces or datasets (404)', async () => {
    const viewOnly = workspaces['Operações de Nuvem']!;
    await expectError(await datasetsOf(viewOnly, diego), 403, 'forbidden', [viewOnly]);
    await expectError(await createToken(viewOnly, 'seguranca', diego), 403, 'forbidden', [viewOnly]);
    const finance = workspaces['Financeiro Corporativo']!;
    // A dataset that exists, but no report of this workspace is built on it; one that does not exist.
    await expectError(await createToken(finance, 'seguranca', diego), 404, 'bi_item_not_found', [
      'seguranca',
    ]);
    await expectError(await createToken(finance, 'nada', diego), 404, 'bi_item_not_found', ['nada']);
    await expectError(await createToken(unknownId, 'consumo', diego), 404, 'bi_item_not_found', [unknownId]);
    await expectError(await datasetsOf(unknownId, diego), 404, 'bi_item_not_found', [unknownId]);
    await expectError(await datasetsOf('not-a-uuid', diego), 400, 'validation_failed');
  });

  it('needs show_powerbi_insights (403) and a session (401)', async () => {
    const finance = workspaces['Financeiro Corporativo']!;
    await expectError(await datasetsOf(finance, ana), 403, 'forbidden', ['show_powerbi_insights']);
    await expectError(await createToken(finance, 'consumo', ana), 403, 'forbidden', [
      'show_powerbi_insights',
    ]);
    expect((await datasetsOf(finance)).status).toBe(401);
    expect((await createToken(finance, 'consumo')).status).toBe(401);
  });
});
