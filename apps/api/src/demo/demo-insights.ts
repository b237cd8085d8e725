// Demo insights: dashboards in categories shared with the demo users, and two BI workspaces with reports and
// dashboards. Customers only share dashboards with their own people and the provider's staff (diego), so no
// permission list shows another customer's users.
import type { Queryable } from '../db/database';
import {
  addWorkspaceMember,
  insertItem,
  insertWorkspace,
  type StoredBiItemType,
  type WorkspaceAccess,
} from '../domains/bi/bi-repository';
import { grantDashboard, insertDashboard } from '../domains/dashboards/dashboards-repository';
import { findUserByEmail } from '../domains/me/users-repository';

type Role = 'reader' | 'admin';

/** Permission action names (spec §3); UpdateDashboard and DeleteDashboard make an administrator (§5). */
export const dashboardActions: Record<Role, string[]> = {
  reader: ['DescribeDashboard', 'ListDashboardVersions', 'QueryDashboard'],
  admin: [
    'DescribeDashboard',
    'ListDashboardVersions',
    'QueryDashboard',
    'UpdateDashboard',
    'DeleteDashboard',
    'DescribeDashboardPermissions',
    'UpdateDashboardPermissions',
    'UpdateDashboardPublishedVersion',
  ],
};

const ana = 'ana@acme.example';
const bruno = 'bruno@globex.example';
const diego = 'diego@nuvem.example';

export interface DemoDashboard {
  name: string;
  /** '' for none ('Sem Classificação'). */
  category: string;
  /** Email → role; diego administers every dashboard. */
  grants: Record<string, Role>;
}

const sharedWithCustomers: DemoDashboard[] = [
  { name: 'Faturamento Mensal', category: 'Financeiro', grants: { [ana]: 'admin' } },
  { name: 'Custos por Ambiente', category: 'Financeiro', grants: { [ana]: 'reader' } },
  { name: 'Previsão Orçamentária', category: 'Financeiro', grants: {} },
  { name: 'Consumo de Recursos', category: 'Operações', grants: { [ana]: 'reader' } },
  { name: 'Disponibilidade dos Serviços', category: 'Operações', grants: { [bruno]: 'reader' } },
  { name: 'Chamados de Suporte', category: 'Operações', grants: { [bruno]: 'reader' } },
  { name: 'Eventos de Segurança', category: 'Segurança', grants: { [bruno]: 'reader' } },
  { name: 'Backups e Restaurações', category: 'Segurança', grants: {} },
  { name: 'Visão Geral da Conta', category: '', grants: { [ana]: 'reader' } },
];

export const demoDashboards: DemoDashboard[] = sharedWithCustomers.map((dashboard) => ({
  ...dashboard,
  grants: { ...dashboard.grants, [diego]: 'admin' },
}));

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

  for (const dashboard of demoDashboards) {
    const dashboardId = await insertDashboard(tx, { name: dashboard.name, category: dashboard.category });
    for (const [email, role] of Object.entries(dashboard.grants))
      await grantDashboard(tx, dashboardId, await userId(email), dashboardActions[role]);
  }
  for (const workspace of demoBiWorkspaces) {
    const workspaceId = await insertWorkspace(tx, workspace.name);
    for (const [email, access] of Object.entries(workspace.members))
      await addWorkspaceMember(tx, workspaceId, await userId(email), access);
    for (const item of workspace.items) await insertItem(tx, { workspace_id: workspaceId, ...item });
  }
}
