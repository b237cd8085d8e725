// Demo insights: dashboards in categories shared with the demo users, and two BI workspaces with reports and
// dashboards. Customers only share dashboards with their own people and the provider's staff (diego), so no
// permission list shows another customer's users.
import { dashboardLevelActions, type DashboardLevel } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import {
  addWorkspaceMember,
  insertItem,
  insertWorkspace,
  type StoredBiItemType,
  type WorkspaceAccess,
} from '../domains/bi/bi-repository';
import { grantDashboard, insertDashboard } from '../domains/dashboards/dashboards-repository';
import {
  insertGroup,
  replaceGroupGrants,
  replaceGroupMembers,
} from '../domains/insights-admin/insights-groups-repository';
import { findUserByEmail } from '../domains/me/users-repository';

type Role = DashboardLevel;

/** Permission action names (spec §3) of each level; UpdateDashboard and DeleteDashboard make an administrator (§5). */
export const dashboardActions: Record<Role, readonly string[]> = dashboardLevelActions;

const ana = 'ana@acme.example';
const bruno = 'bruno@globex.example';
const diego = 'diego@nuvem.example';

export interface DemoDashboard {
  name: string;
  /** '' for none ('Sem Classificação'). */
  category: string;
  /** Email → role held directly; diego administers every dashboard. */
  grants: Record<string, Role>;
}

const sharedWithCustomers: DemoDashboard[] = [
  { name: 'Faturamento Mensal', category: 'Financeiro', grants: {} },
  { name: 'Custos por Ambiente', category: 'Financeiro', grants: {} },
  { name: 'Previsão Orçamentária', category: 'Financeiro', grants: {} },
  { name: 'Consumo de Recursos', category: 'Operações', grants: { [ana]: 'reader' } },
  { name: 'Disponibilidade dos Serviços', category: 'Operações', grants: {} },
  { name: 'Chamados de Suporte', category: 'Operações', grants: {} },
  { name: 'Eventos de Segurança', category: 'Segurança', grants: {} },
  { name: 'Backups e Restaurações', category: 'Segurança', grants: {} },
  { name: 'Visão Geral da Conta', category: '', grants: { [ana]: 'reader' } },
];

export const demoDashboards: DemoDashboard[] = sharedWithCustomers.map((dashboard) => ({
  ...dashboard,
  grants: { ...dashboard.grants, [diego]: 'admin' },
}));

/**
 * Insights groups (migration 0041): each customer's group holds what its people read together; 'Diretoria' is
 * the provider's. Built from the grants each demo user held before groups existed, so that everyone sees exactly
 * the same dashboards and workspaces (demo-insights.test.ts).
 */
export interface DemoInsightsGroup {
  name: string;
  description: string;
  members: string[];
  dashboards: Record<string, Role>;
  workspaces: Record<string, WorkspaceAccess>;
}

export const demoInsightsGroups: DemoInsightsGroup[] = [
  {
    name: 'Financeiro Acme',
    description: 'Faturamento e custos da Acme.',
    members: [ana],
    dashboards: { 'Faturamento Mensal': 'admin', 'Custos por Ambiente': 'reader' },
    workspaces: {},
  },
  {
    name: 'Operações Globex',
    description: 'Disponibilidade, suporte e segurança da Globex.',
    members: [bruno],
    dashboards: {
      'Disponibilidade dos Serviços': 'reader',
      'Chamados de Suporte': 'reader',
      'Eventos de Segurança': 'reader',
    },
    workspaces: {},
  },
  {
    name: 'Diretoria',
    description: 'Visão executiva da Nuvem.',
    members: [diego],
    dashboards: { 'Visão Geral da Conta': 'reader' },
    workspaces: { 'Operações de Nuvem': 'view' },
  },
];

export interface DemoBiWorkspace {
  name: string;
  members: Record<string, WorkspaceAccess>;
  items: { type: StoredBiItemType; name: string }[];
}

export const demoBiWorkspaces: DemoBiWorkspace[] = [
  {
    name: 'Financeiro Corporativo',
    members: { [diego]: 'edit' },
    items: [
      { type: 'report', name: 'Receita por Cliente' },
      { type: 'report', name: 'Margem por Produto' },
      { type: 'dashboard', name: 'Painel Executivo' },
      { type: 'paginatedReport', name: 'Extrato de Consumo' },
    ],
  },
  {
    name: 'Operações de Nuvem',
    members: { [diego]: 'view' },
    items: [
      { type: 'report', name: 'Uso de CPU e Memória' },
      { type: 'report', name: 'Incidentes por Severidade' },
      { type: 'dashboard', name: 'Saúde da Plataforma' },
    ],
  },
];

/** Runs inside seedDemoData's transaction, after the demo users exist. */
export async function seedDemoInsights(tx: Queryable): Promise<void> {
  const userIds = new Map<string, string>();
  const userId = async (email: string) => {
    if (!userIds.has(email)) {
      const user = await findUserByEmail(tx, email);
      if (!user) throw new Error(`demo insights: no demo user ${email}`);
      userIds.set(email, user.id);
    }
    return userIds.get(email)!;
  };

  const dashboardIds = new Map<string, string>();
  for (const dashboard of demoDashboards) {
    const dashboardId = await insertDashboard(tx, { name: dashboard.name, category: dashboard.category });
    dashboardIds.set(dashboard.name, dashboardId);
    for (const [email, role] of Object.entries(dashboard.grants))
      await grantDashboard(tx, dashboardId, await userId(email), dashboardActions[role]);
  }
  const workspaceIds = new Map<string, string>();
  for (const workspace of demoBiWorkspaces) {
    const workspaceId = await insertWorkspace(tx, workspace.name);
    workspaceIds.set(workspace.name, workspaceId);
    for (const [email, access] of Object.entries(workspace.members))
      await addWorkspaceMember(tx, workspaceId, await userId(email), access);
    for (const item of workspace.items) await insertItem(tx, { workspace_id: workspaceId, ...item });
  }
  for (const group of demoInsightsGroups) {
    const groupId = await insertGroup(tx, group.name, group.description);
    const memberIds: string[] = [];
    for (const email of group.members) memberIds.push(await userId(email));
    await replaceGroupMembers(tx, groupId, memberIds);
    await replaceGroupGrants(
      tx,
      groupId,
      Object.entries(group.dashboards).map(([name, level]) => ({
        dashboard_id: dashboardIds.get(name)!,
        level,
      })),
      Object.entries(group.workspaces).map(([name, access]) => ({
        workspace_id: workspaceIds.get(name)!,
        access,
      })),
    );
  }
}
