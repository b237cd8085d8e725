// Spec §5: who administers a dashboard. One rule for the API (embed tokens with edit, insights administration)
// and the portal (the permission list's 'administrador do dashboard'); schema-free, so the client imports it
// through './paths'.

/** Holding both makes a principal a dashboard administrator (spec §5); anything less is read-only. */
export const dashboardAdminActions = ['UpdateDashboard', 'DeleteDashboard'] as const;

export function isDashboardAdmin(actions: readonly string[]): boolean {
  return dashboardAdminActions.every((action) => actions.includes(action));
}

/** The two levels insights administration grants: 'administrador do dashboard' and 'Somente leitura'. */
export const dashboardLevels = ['admin', 'reader'] as const;
export type DashboardLevel = (typeof dashboardLevels)[number];

/** The permission action names (spec §3) each level grants, in the spec's order. */
export const dashboardLevelActions: Record<DashboardLevel, readonly string[]> = {
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

export const dashboardLevelOf = (actions: readonly string[]): DashboardLevel =>
  isDashboardAdmin(actions) ? 'admin' : 'reader';

/** A BI workspace's access levels: view its items, or edit them too. */
export const workspaceAccessLevels = ['view', 'edit'] as const;
export type WorkspaceAccessLevel = (typeof workspaceAccessLevels)[number];

/** The feature every insights administration route checks, and the portal's screens and menu ask for. */
export const INSIGHTS_ADMIN_FEATURE = 'insights_admin';
