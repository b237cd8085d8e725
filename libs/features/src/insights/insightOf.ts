import type { BiItem, BiWorkspace, Dashboard, DashboardPermission } from '@nuvem/api-contract';
import { isDashboardAdmin } from '@nuvem/api-contract/paths';
import type { Insight, InsightPrincipal } from '@nuvem/ui';

/** An insights dashboard (spec §3) as the screen shows it. */
export function dashboardInsightOf(dashboard: Dashboard): Insight {
  return { id: dashboard.DashboardId, name: dashboard.Name, category: dashboard.category, kind: 'dashboard' };
}

/**
 * A BI item (spec §3): reports are named by `name`, dashboards by `displayName`; the category is the
 * name of its workspace.
 */
export function biInsightOf(item: BiItem, workspaces: readonly BiWorkspace[]): Insight {
  const category = workspaces.find((workspace) => workspace.id === item.workspaceId)?.name ?? '';
  return item.type === 'report'
    ? { id: item.id, name: item.name, category, kind: 'biReport' }
    : { id: item.id, name: item.displayName, category, kind: 'biDashboard' };
}

/** Spec §5, through the API's own rule: both UpdateDashboard and DeleteDashboard make an administrator. */
export function principalOf(permission: DashboardPermission): InsightPrincipal {
  return {
    principal: permission.Principal,
    admin: isDashboardAdmin(permission.Actions),
    ...(permission.PrincipalType === 'group' ? { group: true } : {}),
  };
}
