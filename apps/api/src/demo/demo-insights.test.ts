import { dashboardLevelActions } from '@nuvem/api-contract';
import { startTestApp, type TestApp } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';
import { demoUsers } from './demo-data';
import { demoDashboards, demoInsightsGroups } from './demo-insights';

// What each demo user saw before insights groups existed (migration 0041): every grant was direct then.
const reader = 'reader';
const admin = 'admin';
const dashboardsBefore: Record<string, Record<string, 'reader' | 'admin'>> = {
  'ana@acme.example': {
    'Faturamento Mensal': admin,
    'Custos por Ambiente': reader,
    'Consumo de Recursos': reader,
    'Visão Geral da Conta': reader,
  },
  'bruno@globex.example': {
    'Disponibilidade dos Serviços': reader,
    'Chamados de Suporte': reader,
    'Eventos de Segurança': reader,
  },
  'diego@nuvem.example': Object.fromEntries(demoDashboards.map((d) => [d.name, admin])),
};
const workspacesBefore: Record<string, Record<string, 'view' | 'edit'>> = {
  'diego@nuvem.example': { 'Financeiro Corporativo': 'edit', 'Operações de Nuvem': 'view' },
};

describe('the demo insights groups', () => {
  it('grant only dashboards and workspaces the demo defines, to demo users', () => {
    const emails = new Set(demoUsers.map((u) => u.email));
    const names = new Set(demoDashboards.map((d) => d.name));
    for (const group of demoInsightsGroups) {
      for (const member of group.members) expect(emails).toContain(member);
      for (const name of Object.keys(group.dashboards)) expect(names).toContain(name);
    }
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  // Every demo user sees, directly or through their groups, exactly what they saw before groups existed, with
  // the same action sets.
  it.each(demoUsers.map((u) => [u.email] as const))(
    'gives %s exactly the dashboards and workspaces they had',
    async (email) => {
      const dashboards = await t.db.query<{ name: string; actions: string[] }>(
        `SELECT d.name, p.actions FROM effective_dashboard_permissions p
       JOIN dashboards d ON d.id = p.dashboard_id JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
        [email],
      );
      expect(Object.fromEntries(dashboards.map((d) => [d.name, d.actions]))).toEqual(
        Object.fromEntries(
          Object.entries(dashboardsBefore[email] ?? {}).map(([name, level]) => [
            name,
            dashboardLevelActions[level],
          ]),
        ),
      );
      const workspaces = await t.db.query<{ name: string; access: string }>(
        `SELECT w.name, m.access FROM effective_bi_workspace_members m
       JOIN bi_workspaces w ON w.id = m.workspace_id JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
        [email],
      );
      expect(Object.fromEntries(workspaces.map((w) => [w.name, w.access]))).toEqual(
        workspacesBefore[email] ?? {},
      );
    },
  );

  it('has the demo groups, each with members and something to see', async () => {
    const rows = await t.db.query<{ name: string; members: number; grants: number }>(
      `SELECT g.name,
         (SELECT count(*)::int FROM insights_group_members m WHERE m.group_id = g.id) AS members,
         (SELECT count(*)::int FROM insights_group_dashboards d WHERE d.group_id = g.id)
           + (SELECT count(*)::int FROM insights_group_workspaces w WHERE w.group_id = g.id) AS grants
       FROM insights_groups g ORDER BY g.name`,
    );
    expect(rows.map((r) => r.name)).toEqual(demoInsightsGroups.map((g) => g.name).sort());
    for (const row of rows) {
      expect(row.members).toBeGreaterThan(0);
      expect(row.grants).toBeGreaterThan(0);
    }
  });
});
