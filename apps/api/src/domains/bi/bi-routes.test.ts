import type { BiItem, BiWorkspace, EmbedToken, Jwks } from '@nuvem/api-contract';
import { verifyEmbedToken } from '../../auth/embed-token';
import { grantFeatures, revokeFeatures } from '../../testing/grant-features';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { errorShape, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let diego: SignedIn;
let ana: SignedIn;
let fabio: SignedIn;
let elisa: SignedIn;

const unknownId = '00000000-0000-4000-8000-000000000000';

function get(path: string, who?: SignedIn): Promise<Response> {
  return fetch(t.url(path), { headers: who?.headers ?? {} });
}

function postToken(itemId: string, who?: SignedIn): Promise<Response> {
  return fetch(t.url(`/api/v1/bi/items/${itemId}/token`), { method: 'POST', headers: who?.headers ?? {} });
}

async function jwks(): Promise<Jwks> {
  return (await (await get('/api/v1/bi/jwks.json')).json()) as Jwks;
}

async function itemsOf(who: SignedIn): Promise<BiItem[]> {
  const res = await get('/api/v1/bi/items', who);
  expect(res.status).toBe(200);
  return (await res.json()) as BiItem[];
}

const labelOf = (item: BiItem) => (item.type === 'report' ? item.name : item.displayName);

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    [diego, ana, fabio, elisa] = await Promise.all([
      signInAs(t, 'diego@nuvem.example'),
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'fabio@initech.example'),
      signInAs(t, 'elisa@acme.example'),
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/bi/workspaces', () => {
    it("lists the user's workspaces by name, with their access to each", async () => {
      const res = await get('/api/v1/bi/workspaces', diego);
      expect(res.status).toBe(200);
      const workspaces = (await res.json()) as BiWorkspace[];
      expect(workspaces).toEqual([
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Financeiro Corporativo', access: 'edit' },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Operações de Nuvem', access: 'view' },
      ]);
    });
  });

  describe('GET /api/v1/bi/items', () => {
    it('lists reports (name) and dashboards (displayName) with embed URLs on the analytics side', async () => {
      const workspaces = (await (await get('/api/v1/bi/workspaces', diego)).json()) as BiWorkspace[];
      const finance = workspaces.find((w) => w.name === 'Financeiro Corporativo')!;
      const items = await itemsOf(diego);
      expect(items.map(labelOf)).toEqual([
        'Extrato de Consumo',
        'Incidentes por Severidade',
        'Margem por Produto',
        'Painel Executivo',
        'Receita por Cliente',
        'Saúde da Plataforma',
        'Uso de CPU e Memória',
      ]);
      expect(new Set(items.map((i) => i.workspaceId))).toEqual(new Set(workspaces.map((w) => w.id)));

      const report = items.find((i) => labelOf(i) === 'Receita por Cliente')!;
      expect(report).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'report',
        name: 'Receita por Cliente',
        reportType: 'PowerBIReport',
        workspaceId: finance.id,
        embedUrl: `http://127.0.0.1:4300/reportEmbed?reportId=${report.id}&groupId=${finance.id}`,
      });
      // A paginated report is a report whose embed URL is rdlEmbed (how the SDK tells them apart).
      const paginated = items.find((i) => labelOf(i) === 'Extrato de Consumo')!;
      expect(paginated).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'report',
        name: 'Extrato de Consumo',
        reportType: 'PaginatedReport',
        workspaceId: finance.id,
        embedUrl: `http://127.0.0.1:4300/rdlEmbed?reportId=${paginated.id}&groupId=${finance.id}`,
      });
      const dashboard = items.find((i) => labelOf(i) === 'Painel Executivo')!;
      expect(dashboard).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'dashboard',
        displayName: 'Painel Executivo',
        workspaceId: finance.id,
        embedUrl: `http://127.0.0.1:4300/dashboardEmbed?dashboardId=${dashboard.id}&groupId=${finance.id}`,
      });
      expect(items.filter((i) => i.type === 'dashboard')).toHaveLength(2);
    });
  });

  describe('POST /api/v1/bi/items/:itemId/token', () => {
    it('issues a short-lived token for the item that verifies against the JWKS', async () => {
      const items = await itemsOf(diego);
      const report = items.find((i) => labelOf(i) === 'Receita por Cliente')!;
      const res = await postToken(report.id, diego);
      expect(res.status).toBe(200);
      const body = (await res.json()) as EmbedToken;
      expect(Object.keys(body).sort()).toEqual(['expiration', 'token', 'tokenId']);
      const claims = verifyEmbedToken(body.token, await jwks());
      expect(claims).toMatchObject({
        iss: 'nuvem-api',
        aud: 'nuvem-analytics',
        sub: diego.userId,
        jti: body.tokenId,
        item_source: 'bi',
        item_type: 'report',
        item_id: report.id,
        workspace_id: report.workspaceId,
        // diego has edit access to Financeiro Corporativo.
        actions: ['view', 'edit'],
      });
      expect(claims!.exp - claims!.iat).toBe(600);
      expect(body.expiration).toBe(new Date(claims!.exp * 1000).toISOString());
      const again = (await (await postToken(report.id, diego)).json()) as EmbedToken;
      expect(again.tokenId).not.toBe(body.tokenId);
    });

    it('only lets view-access members view', async () => {
      const items = await itemsOf(diego);
      const dashboard = items.find((i) => labelOf(i) === 'Saúde da Plataforma')!;
      const body = (await (await postToken(dashboard.id, diego)).json()) as EmbedToken;
      expect(verifyEmbedToken(body.token, await jwks())).toMatchObject({
        item_type: 'dashboard',
        item_id: dashboard.id,
        actions: ['view'],
      });
    });

    it("answers 404 for an item outside the user's workspaces, as for one that does not exist", async () => {
      const [item] = await itemsOf(diego);
      await grantFeatures(t.db, elisa.userId, ['show_powerbi_insights']);
      try {
        expect(await (await get('/api/v1/bi/workspaces', elisa)).json()).toEqual([]);
        expect(await itemsOf(elisa)).toEqual([]);
        for (const id of [item!.id, unknownId]) {
          const res = await postToken(id, elisa);
          expect(res.status).toBe(404);
          const text = await res.text();
          expect(JSON.parse(text)).toEqual({
            ...errorShape,
            error_code: 'bi_item_not_found',
            error_vars: [id],
          });
          expect(text).not.toMatch(/token"|Financeiro|Operações|Receita|Saúde|Painel|Margem|Uso|Incidentes/);
        }
      } finally {
        await revokeFeatures(t.db, elisa.userId, ['show_powerbi_insights']);
      }
    });

    it('answers 400 validation_failed for malformed item ids', async () => {
      for (const bad of ['not-a-uuid', '42', "x' OR '1'='1", `${unknownId}0`]) {
        const res = await postToken(encodeURIComponent(bad), diego);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ ...errorShape, error_code: 'validation_failed' });
      }
    });
  });

  it('needs show_powerbi_insights on every BI call (403), and a session (401)', async () => {
    const [item] = await itemsOf(diego);
    for (const who of [ana, fabio]) {
      for (const res of [
        await get('/api/v1/bi/workspaces', who),
        await get('/api/v1/bi/items', who),
        await postToken(item!.id, who),
      ]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          ...errorShape,
          error_code: 'forbidden',
          error_vars: ['show_powerbi_insights'],
        });
      }
    }
    for (const res of [
      await get('/api/v1/bi/workspaces'),
      await get('/api/v1/bi/items'),
      await postToken(item!.id),
    ])
      expect(res.status).toBe(401);
  });

  describe('GET /api/v1/bi/jwks.json', () => {
    it('serves the public Ed25519 key without authentication, and no private part', async () => {
      const res = await get('/api/v1/bi/jwks.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const body = (await res.json()) as Jwks;
      expect(body).toEqual({
        keys: [
          {
            kty: 'OKP',
            crv: 'Ed25519',
            x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
            kid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
            alg: 'EdDSA',
            use: 'sig',
          },
        ],
      });
    });
  });

  it('documents every insights route in the OpenAPI document', async () => {
    const doc = (await (await get('/api/docs/json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/dashboards',
        '/api/v1/dashboards/{dashboardId}/permissions',
        '/api/v1/dashboards/{dashboardId}/embed',
        '/api/v1/bi/workspaces',
        '/api/v1/bi/items',
        '/api/v1/bi/items/{itemId}/token',
        '/api/v1/bi/workspaces/{workspaceId}/datasets',
        '/api/v1/bi/workspaces/{workspaceId}/datasets/{datasetId}/token',
        '/api/v1/bi/jwks.json',
      ]),
    );
  });
});
