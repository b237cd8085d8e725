import {
  dashboardLevelActions,
  type Dashboard,
  type DashboardPermissions,
  type InsightsCatalogue,
  type InsightsGroup,
  type InsightsGroupList,
  type InsightsUser,
  type InsightsUserList,
} from '@nuvem/api-contract';
import { randomUUID } from 'node:crypto';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { findWorkspaceAccess } from '../bi/bi-repository';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;
let catalogue: InsightsCatalogue;

const base = '/api/v1/insights-admin';
const unknownId = '00000000-0000-4000-8000-0000000000f1';
const dashboardId = (name: string) => catalogue.dashboards.find((d) => d.name === name)!.dashboard_id;
const workspaceId = (name: string) => catalogue.workspaces.find((w) => w.name === name)!.workspace_id;

/** A write with its Idempotency-Key. */
function write(method: string, path: string, who: SignedIn, body?: unknown, key = randomUUID()) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      'idempotency-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const dashboardsOf = async (who: SignedIn) =>
  (await jsonOf<Dashboard[]>(await call(t, 'GET', '/api/v1/dashboards', who))).map((d) => d.Name).sort();
const userRow = async (email: string) =>
  (
    await jsonOf<InsightsUserList>(
      await call(t, 'GET', `${base}/users?filter=${encodeURIComponent(`email=${email}`)}`, diego),
    )
  ).items[0]!;
const createGroup = async (name: string) =>
  jsonOf<InsightsGroup>(await write('POST', `${base}/groups`, diego, { name }), 201);

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    elisa = await signInAs(t, 'elisa@acme.example');
    catalogue = await jsonOf<InsightsCatalogue>(await call(t, 'GET', `${base}/catalogue`, diego));
  });
  afterAll(() => t.close());

  it('needs insights_admin on every route, reads and writes alike', async () => {
    for (const path of ['/catalogue', '/groups', '/users'])
      await expectError(await call(t, 'GET', `${base}${path}`, ana), 403, 'forbidden', ['insights_admin']);
    await expectError(await write('POST', `${base}/groups`, ana, { name: 'x' }), 403, 'forbidden', [
      'insights_admin',
    ]);
    await expectError(
      await write(
        'PUT',
        `${base}/users/${ana.userId}/dashboards/${dashboardId('Previsão Orçamentária')}`,
        ana,
        {
          level: 'admin',
        },
      ),
      403,
      'forbidden',
      ['insights_admin'],
    );
    expect(await dashboardsOf(ana)).not.toContain('Previsão Orçamentária');
    expect((await call(t, 'GET', `${base}/groups`)).status).toBe(401);
  });

  it('lists the demo groups with their members and grants', async () => {
    const { groups } = await jsonOf<InsightsGroupList>(await call(t, 'GET', `${base}/groups`, diego));
    expect(groups.map((g) => g.name)).toEqual(['Diretoria', 'Financeiro Acme', 'Operações Globex']);
    expect(groups[1]).toMatchObject({
      members: [{ email: 'ana@acme.example' }],
      dashboards: [
        { name: 'Custos por Ambiente', level: 'reader' },
        { name: 'Faturamento Mensal', level: 'admin' },
      ],
      workspaces: [],
    });
  });

  it('adds a user to a group: they see its dashboards and workspaces, and the permission list shows the group', async () => {
    const group = await createGroup('Planejamento Acme');
    const grants = {
      dashboards: [{ dashboard_id: dashboardId('Previsão Orçamentária'), level: 'reader' }],
      workspaces: [{ workspace_id: workspaceId('Financeiro Corporativo'), access: 'view' }],
    };
    await jsonOf(await write('PUT', `${base}/groups/${group.group_id}/grants`, diego, grants));
    expect(await dashboardsOf(elisa)).toEqual([]);
    const members = await jsonOf<InsightsGroup>(
      await write('PUT', `${base}/groups/${group.group_id}/members`, diego, { user_ids: [elisa.userId] }),
    );
    expect(members.members.map((m) => m.email)).toEqual(['elisa@acme.example']);
    expect(await dashboardsOf(elisa)).toEqual(['Previsão Orçamentária']);
    // What the BI side reads (elisa lacks show_powerbi_insights, so she cannot open it herself).
    expect(await findWorkspaceAccess(t.db, elisa.userId, workspaceId('Financeiro Corporativo'))).toBe('view');

    const list = await jsonOf<DashboardPermissions>(
      await call(t, 'GET', `/api/v1/dashboards/${dashboardId('Previsão Orçamentária')}/permissions`, diego),
    );
    expect(list.Permissions).toContainEqual({
      Principal: 'Planejamento Acme',
      PrincipalType: 'group',
      Actions: dashboardLevelActions.reader,
    });

    const row = await userRow('elisa@acme.example');
    expect(row.groups.map((g) => g.name)).toEqual(['Planejamento Acme']);
    expect(row.dashboards).toEqual([
      {
        dashboard_id: dashboardId('Previsão Orçamentária'),
        name: 'Previsão Orçamentária',
        level: 'reader',
        direct: null,
        sources: [
          { kind: 'group', group_id: group.group_id, group_name: 'Planejamento Acme', level: 'reader' },
        ],
      },
    ]);

    // Leaving the group takes it all away again.
    await jsonOf(await write('PUT', `${base}/groups/${group.group_id}/members`, diego, { user_ids: [] }));
    expect(await dashboardsOf(elisa)).toEqual([]);
    expect(
      await findWorkspaceAccess(t.db, elisa.userId, workspaceId('Financeiro Corporativo')),
    ).toBeUndefined();
  });

  it('gives the stronger of a direct grant and a group grant, and names both sources', async () => {
    const costs = dashboardId('Custos por Ambiente'); // ana reads it through 'Financeiro Acme'
    const answer = await jsonOf<InsightsUser>(
      await write('PUT', `${base}/users/${ana.userId}/dashboards/${costs}`, diego, { level: 'admin' }),
    );
    const held = answer.dashboards.find((d) => d.dashboard_id === costs)!;
    expect(held).toMatchObject({ level: 'admin', direct: 'admin' });
    expect(held.sources.map((s) => [s.kind, s.group_name, s.level])).toEqual([
      ['direct', null, 'admin'],
      ['group', 'Financeiro Acme', 'reader'],
    ]);
    const [embed] = await t.db.query<{ actions: string[] }>(
      'SELECT actions FROM effective_dashboard_permissions WHERE user_id = $1 AND dashboard_id = $2',
      [ana.userId, costs],
    );
    expect(embed!.actions).toEqual(dashboardLevelActions.admin);

    // Taking the direct grant away leaves the group's.
    const after = await jsonOf<InsightsUser>(
      await write('PUT', `${base}/users/${ana.userId}/dashboards/${costs}`, diego, { level: null }),
    );
    expect(after.dashboards.find((d) => d.dashboard_id === costs)).toMatchObject({
      level: 'reader',
      direct: null,
    });
  });

  it('sets and removes a direct workspace grant', async () => {
    const operations = workspaceId('Operações de Nuvem');
    const given = await jsonOf<InsightsUser>(
      await write('PUT', `${base}/users/${bruno.userId}/workspaces/${operations}`, diego, { access: 'edit' }),
    );
    expect(given.workspaces).toMatchObject([{ name: 'Operações de Nuvem', access: 'edit', direct: 'edit' }]);
    const removed = await jsonOf<InsightsUser>(
      await write('PUT', `${base}/users/${bruno.userId}/workspaces/${operations}`, diego, { access: null }),
    );
    expect(removed.workspaces).toEqual([]);
  });

  it('refuses leaving a dashboard without an administrator, whichever write would do it', async () => {
    const billing = dashboardId('Faturamento Mensal'); // ana (group Financeiro Acme) and diego administer it
    const planning = dashboardId('Previsão Orçamentária'); // diego alone administers it
    await expectError(
      await write('PUT', `${base}/users/${diego.userId}/dashboards/${planning}`, diego, { level: 'reader' }),
      409,
      'insights_last_dashboard_admin',
      ['Previsão Orçamentária'],
    );
    // With a group administering it, diego's own grant may go.
    const group = await createGroup('Orçamento');
    await jsonOf(
      await write('PUT', `${base}/groups/${group.group_id}/grants`, diego, {
        dashboards: [{ dashboard_id: planning, level: 'admin' }],
        workspaces: [],
      }),
    );
    // A group with no members administers nothing.
    await expectError(
      await write('PUT', `${base}/users/${diego.userId}/dashboards/${planning}`, diego, { level: null }),
      409,
      'insights_last_dashboard_admin',
    );
    await jsonOf(
      await write('PUT', `${base}/groups/${group.group_id}/members`, diego, { user_ids: [bruno.userId] }),
    );
    await jsonOf(
      await write('PUT', `${base}/users/${diego.userId}/dashboards/${planning}`, diego, { level: null }),
    );
    // Now the group's last member, the group's grant and the group itself are each the last administrator.
    await expectError(
      await write('PUT', `${base}/groups/${group.group_id}/members`, diego, { user_ids: [] }),
      409,
      'insights_last_dashboard_admin',
    );
    await expectError(
      await write('PUT', `${base}/groups/${group.group_id}/grants`, diego, {
        dashboards: [],
        workspaces: [],
      }),
      409,
      'insights_last_dashboard_admin',
    );
    await expectError(
      await write('DELETE', `${base}/groups/${group.group_id}`, diego),
      409,
      'insights_last_dashboard_admin',
    );
    // Nothing was half-written: bruno still administers it through the group.
    expect(
      (await userRow('bruno@globex.example')).dashboards.find((d) => d.dashboard_id === planning),
    ).toMatchObject({
      level: 'admin',
    });
    // With diego administering it again, the group may go.
    await jsonOf(
      await write('PUT', `${base}/users/${diego.userId}/dashboards/${planning}`, diego, { level: 'admin' }),
    );
    expect((await write('DELETE', `${base}/groups/${group.group_id}`, diego)).status).toBe(204);
    expect((await t.db.query('SELECT 1 FROM insights_groups WHERE id = $1', [group.group_id])).length).toBe(
      0,
    );
    // Another administrator remains: ana's direct grant on a dashboard diego also administers is free to go.
    await jsonOf(
      await write('PUT', `${base}/users/${ana.userId}/dashboards/${billing}`, diego, { level: 'admin' }),
    );
    await jsonOf(
      await write('PUT', `${base}/users/${ana.userId}/dashboards/${billing}`, diego, { level: null }),
    );
  });

  it('refuses bad input with translated codes, writing nothing', async () => {
    const group = await createGroup('Validação');
    await expectError(
      await write('POST', `${base}/groups`, diego, { name: ' validação ' }),
      409,
      'insights_group_name_taken',
      ['validação'],
    );
    await expectError(
      await write('POST', `${base}/groups`, diego, { name: '   ' }),
      400,
      'validation_failed',
    );
    await expectError(
      await write('PATCH', `${base}/groups/${unknownId}`, diego, { name: 'x' }),
      404,
      'insights_group_not_found',
    );
    await expectError(
      await write('PUT', `${base}/groups/${group.group_id}/members`, diego, {
        user_ids: [ana.userId, unknownId],
      }),
      400,
      'insights_user_not_found',
      [unknownId],
    );
    const planning = dashboardId('Previsão Orçamentária');
    await expectError(
      await write('PUT', `${base}/groups/${group.group_id}/grants`, diego, {
        dashboards: [
          { dashboard_id: planning, level: 'reader' },
          { dashboard_id: planning, level: 'admin' },
        ],
        workspaces: [],
      }),
      400,
      'validation_failed',
    );
    await expectError(
      await write('PUT', `${base}/groups/${group.group_id}/grants`, diego, {
        dashboards: [{ dashboard_id: unknownId, level: 'reader' }],
        workspaces: [],
      }),
      400,
      'insights_dashboard_not_found',
    );
    await expectError(
      await write('PUT', `${base}/users/${unknownId}/dashboards/${planning}`, diego, { level: 'reader' }),
      404,
      'insights_user_not_found',
    );
    await expectError(
      await write('PUT', `${base}/users/${ana.userId}/workspaces/${unknownId}`, diego, { access: 'view' }),
      404,
      'insights_workspace_not_found',
    );
    const { groups } = await jsonOf<InsightsGroupList>(await call(t, 'GET', `${base}/groups`, diego));
    expect(groups.find((g) => g.group_id === group.group_id)).toMatchObject({ members: [], dashboards: [] });
    const noKey = await call(t, 'POST', `${base}/groups`, diego, { name: 'Sem chave' });
    expect(noKey.status).toBe(400);
  });

  it('writes once per Idempotency-Key and audits each change before and after', async () => {
    const key = randomUUID();
    const first = await jsonOf<InsightsGroup>(
      await write('POST', `${base}/groups`, diego, { name: 'Auditoria' }, key),
      201,
    );
    const again = await jsonOf<InsightsGroup>(
      await write('POST', `${base}/groups`, diego, { name: 'Auditoria' }, key),
      200,
    );
    expect(again.group_id).toBe(first.group_id);
    await expectError(
      await write('POST', `${base}/groups`, diego, { name: 'Outro' }, key),
      409,
      'idempotency_key_reused',
    );
    await jsonOf(
      await write('PATCH', `${base}/groups/${first.group_id}`, diego, { description: 'Quem audita.' }),
    );
    await jsonOf(
      await write('PUT', `${base}/groups/${first.group_id}/members`, diego, { user_ids: [ana.userId] }),
    );
    const entries = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM audit_events WHERE target_id = $1 ORDER BY occurred_at',
      [first.group_id],
    );
    expect(entries.map((e) => e.action)).toEqual([
      'insights_group.create',
      'insights_group.update',
      'insights_group.members',
    ]);
    expect(entries[1]).toMatchObject({
      before: { description: null },
      after: { description: 'Quem audita.' },
    });
    expect(entries[2]).toMatchObject({ before: [], after: ['ana@acme.example'] });

    await write('DELETE', `${base}/groups/${first.group_id}`, diego);
    const [deleted] = await t.db.query<{ before: { name: string }; after: unknown }>(
      "SELECT before, after FROM audit_events WHERE target_id = $1 AND action = 'insights_group.delete'",
      [first.group_id],
    );
    expect(deleted).toMatchObject({
      before: { name: 'Auditoria', members: ['ana@acme.example'] },
      after: null,
    });
  });

  it('pages and searches users', async () => {
    const page = await jsonOf<InsightsUserList>(
      await call(t, 'GET', `${base}/users?filter=${encodeURIComponent(':acme')}&page_size=1`, diego),
    );
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(page.items.map((u) => u.email)).toEqual(['ana@acme.example']);
    const byGroup = await jsonOf<InsightsUserList>(
      await call(t, 'GET', `${base}/users?filter=${encodeURIComponent('group=Operações Globex')}`, diego),
    );
    expect(byGroup.items.map((u) => u.email)).toEqual(['bruno@globex.example']);
    await expectError(
      await call(t, 'GET', `${base}/users?filter=${encodeURIComponent('role=x')}`, diego),
      400,
      'validation_failed',
    );
  });
});
