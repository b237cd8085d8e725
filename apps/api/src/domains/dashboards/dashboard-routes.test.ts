import {
  isDashboardAdmin,
  type Dashboard,
  type DashboardEmbed,
  type DashboardPermissions,
  type Jwks,
} from '@nuvem/api-contract';
import { verifyEmbedToken } from '../../auth/embed-token';
import { dashboardActions } from '../../demo/demo-insights';
import { grantFeatures, revokeFeatures } from '../../testing/grant-features';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { errorShape, startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let users: Record<'ana' | 'bruno' | 'diego' | 'elisa' | 'fabio', SignedIn>;
/** Dashboard id by name. */
let ids: Record<string, string>;

const unknownId = '00000000-0000-4000-8000-000000000000';

function get(path: string, who?: SignedIn): Promise<Response> {
  return fetch(t.url(path), { headers: who?.headers ?? {} });
}

async function jwks(): Promise<Jwks> {
  return (await (await get('/api/v1/bi/jwks.json')).json()) as Jwks;
}

async function withFeature<T>(who: SignedIn, feature: string, fn: () => Promise<T>): Promise<T> {
  await grantFeatures(t.db, who.userId, [feature]);
  try {
    return await fn();
  } finally {
    await revokeFeatures(t.db, who.userId, [feature]);
  }
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    const [ana, bruno, diego, elisa, fabio] = await Promise.all([
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'bruno@globex.example'),
      signInAs(t, 'diego@nuvem.example'),
      signInAs(t, 'elisa@acme.example'),
      signInAs(t, 'fabio@initech.example'),
    ]);
    users = { ana, bruno, diego, elisa, fabio };
    const rows = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM dashboards');
    ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterAll(() => t.close());

  describe('GET /api/v1/dashboards', () => {
    it('lists only the dashboards shared with the user, by category then name', async () => {
      const res = await get('/api/v1/dashboards', users.ana);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([
        { DashboardId: ids['Visão Geral da Conta'], Name: 'Visão Geral da Conta', category: '' },
        { DashboardId: ids['Custos por Ambiente'], Name: 'Custos por Ambiente', category: 'Financeiro' },
        { DashboardId: ids['Faturamento Mensal'], Name: 'Faturamento Mensal', category: 'Financeiro' },
        { DashboardId: ids['Consumo de Recursos'], Name: 'Consumo de Recursos', category: 'Operações' },
      ]);

      const bruno = (await (await get('/api/v1/dashboards', users.bruno)).json()) as Dashboard[];
      expect(bruno.map((d) => d.Name)).toEqual([
        'Chamados de Suporte',
        'Disponibilidade dos Serviços',
        'Eventos de Segurança',
      ]);
    });

    it('shows staff every dashboard granted to them, and a reader without grants none', async () => {
      const diego = (await (await get('/api/v1/dashboards', users.diego)).json()) as Dashboard[];
      expect(diego).toHaveLength(Object.keys(ids).length);
      expect(new Set(diego.map((d) => d.category))).toEqual(
        new Set(['', 'Financeiro', 'Operações', 'Segurança']),
      );

      const elisa = await get('/api/v1/dashboards', users.elisa);
      expect(elisa.status).toBe(200);
      expect(await elisa.json()).toEqual([]);
    });

    it('needs insights_reader (403) and a session (401)', async () => {
      const fabio = await get('/api/v1/dashboards', users.fabio);
      expect(fabio.status).toBe(403);
      expect(await fabio.json()).toEqual({
        ...errorShape,
        error_code: 'forbidden',
        error_vars: ['insights_reader'],
      });
      const anonymous = await get('/api/v1/dashboards');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error_code: 'unauthorized' });
    });
  });

  describe('GET /api/v1/dashboards/:dashboardId/permissions', () => {
    it('lists the groups by name, then the users holding it directly by e-mail, with their actions; admins hold UpdateDashboard and DeleteDashboard', async () => {
      const res = await get(`/api/v1/dashboards/${ids['Faturamento Mensal']}/permissions`, users.diego);
      expect(res.status).toBe(200);
      const body = (await res.json()) as DashboardPermissions;
      expect(body).toEqual({
        Permissions: [
          { Principal: 'Financeiro Acme', PrincipalType: 'group', Actions: dashboardActions.admin },
          { Principal: 'diego@nuvem.example', PrincipalType: 'user', Actions: dashboardActions.admin },
        ],
      });
      expect(body.Permissions.every((p) => isDashboardAdmin(p.Actions))).toBe(true);

      const costs = (await (
        await get(`/api/v1/dashboards/${ids['Custos por Ambiente']}/permissions`, users.diego)
      ).json()) as DashboardPermissions;
      const group = costs.Permissions.find((p) => p.Principal === 'Financeiro Acme');
      expect(group?.Actions).toEqual(dashboardActions.reader);
      expect(isDashboardAdmin(group?.Actions ?? [])).toBe(false);
    });

    it('needs show_insights_dashboard_permission (403), even on a dashboard the user holds', async () => {
      const res = await get(`/api/v1/dashboards/${ids['Faturamento Mensal']}/permissions`, users.ana);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        ...errorShape,
        error_code: 'forbidden',
        error_vars: ['show_insights_dashboard_permission'],
      });
    });

    it('answers 404 for a dashboard not shared with the user, exactly as for one that does not exist', async () => {
      await withFeature(users.ana, 'show_insights_dashboard_permission', async () => {
        expect(
          (await get(`/api/v1/dashboards/${ids['Custos por Ambiente']}/permissions`, users.ana)).status,
        ).toBe(200);
        const held = ids['Disponibilidade dos Serviços']!;
        const notShared = await get(`/api/v1/dashboards/${held}/permissions`, users.ana);
        const missing = await get(`/api/v1/dashboards/${unknownId}/permissions`, users.ana);
        expect(notShared.status).toBe(404);
        expect(missing.status).toBe(404);
        const text = await notShared.text();
        expect(JSON.parse(text)).toEqual({
          ...errorShape,
          error_code: 'dashboard_not_found',
          error_vars: [held],
        });
        expect(text).not.toMatch(/bruno|Disponibilidade|Operações/);
        const missingBody = (await missing.json()) as { error_message: string };
        expect(JSON.parse(text).error_message).toBe(missingBody.error_message.replace(unknownId, held));
      });
    });
  });

  describe('GET /api/v1/dashboards/:dashboardId/embed', () => {
    it('answers the embed URL on the analytics side with a token that verifies against the JWKS', async () => {
      const id = ids['Custos por Ambiente']!;
      const before = Math.floor(Date.now() / 1000);
      const res = await get(`/api/v1/dashboards/${id}/embed`, users.ana);
      expect(res.status).toBe(200);
      const body = (await res.json()) as DashboardEmbed;
      expect(Object.keys(body).sort()).toEqual(['expiration', 'token', 'url']);
      expect(body.url).toBe(`http://127.0.0.1:4300/dashboardEmbed?dashboardId=${id}`);

      const claims = verifyEmbedToken(body.token, await jwks());
      expect(claims).toMatchObject({
        aud: 'nuvem-analytics',
        sub: users.ana.userId,
        item_source: 'insights',
        item_type: 'dashboard',
        item_id: id,
        actions: ['view'],
      });
      expect(claims).not.toHaveProperty('workspace_id');
      expect(claims!.exp - claims!.iat).toBe(600);
      expect(claims!.iat).toBeGreaterThanOrEqual(before);
      expect(body.expiration).toBe(new Date(claims!.exp * 1000).toISOString());
    });

    it("scopes the token to the environment asked for (the home's consumption card), one the user may see", async () => {
      const id = ids['Custos por Ambiente']!;
      const res = await get(`/api/v1/dashboards/${id}/embed?cloudId=ACM2`, users.ana);
      const claims = verifyEmbedToken(((await res.json()) as DashboardEmbed).token, await jwks());
      const [acm2] = await t.db.query<{ id: string }>(
        `SELECT id FROM customer_environments WHERE cloud_id = 'ACM2'`,
      );
      expect(claims?.scope_environment_id).toBe(acm2!.id);
      const unscoped = await get(`/api/v1/dashboards/${id}/embed`, users.ana);
      expect(
        verifyEmbedToken(((await unscoped.json()) as DashboardEmbed).token, await jwks()),
      ).not.toHaveProperty('scope_environment_id');
      expect((await get(`/api/v1/dashboards/${id}/embed?cloudId=GLX01`, users.ana)).status).toBe(404);
    });

    it('lets a dashboard administrator edit', async () => {
      const res = await get(`/api/v1/dashboards/${ids['Faturamento Mensal']}/embed`, users.ana);
      const claims = verifyEmbedToken(((await res.json()) as DashboardEmbed).token, await jwks());
      expect(claims?.actions).toEqual(['view', 'edit']);
    });

    it('uses the configured analytics URL and token lifetime', async () => {
      const other = await startAppOn(t.db, {
        analyticsUrl: 'https://analytics.example.com/nuvem',
        embedTokenTtlSeconds: 45,
      });
      try {
        const id = ids['Consumo de Recursos']!;
        const res = await fetch(other.url(`/api/v1/dashboards/${id}/embed`), {
          headers: (await signInAs(other, 'ana@acme.example')).headers,
        });
        const body = (await res.json()) as DashboardEmbed;
        expect(body.url).toBe(`https://analytics.example.com/nuvem/dashboardEmbed?dashboardId=${id}`);
        const otherKeys = (await (await fetch(other.url('/api/v1/bi/jwks.json'))).json()) as Jwks;
        const claims = verifyEmbedToken(body.token, otherKeys);
        expect(claims!.exp - claims!.iat).toBe(45);
        // Each app here has its own key: this token does not verify with the first app's JWKS.
        expect(verifyEmbedToken(body.token, await jwks())).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('answers 404 for a dashboard not shared with the user, with nothing about it', async () => {
      const held = ids['Disponibilidade dos Serviços']!;
      for (const [who, id] of [
        [users.ana, held],
        [users.elisa, ids['Faturamento Mensal']!],
        [users.ana, unknownId],
      ] as const) {
        const res = await get(`/api/v1/dashboards/${id}/embed`, who);
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({
          ...errorShape,
          error_code: 'dashboard_not_found',
          error_vars: [id],
        });
        expect(text).not.toMatch(/token|url|dashboardEmbed|Disponibilidade|Faturamento/);
      }
    });

    it('needs insights_reader (403)', async () => {
      const res = await get(`/api/v1/dashboards/${ids['Faturamento Mensal']}/embed`, users.fabio);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error_code: 'forbidden', error_vars: ['insights_reader'] });
    });
  });

  it('answers 400 validation_failed for malformed dashboard ids, before anything else', async () => {
    for (const bad of [
      'not-a-uuid',
      '123',
      "1' OR '1'='1",
      `${unknownId}0`,
      'ZZZZZZZZ-0000-4000-8000-000000000000',
    ])
      for (const suffix of ['permissions', 'embed']) {
        const res = await get(`/api/v1/dashboards/${encodeURIComponent(bad)}/${suffix}`, users.diego);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ ...errorShape, error_code: 'validation_failed' });
      }
  });
});
