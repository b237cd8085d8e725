// Spec §5: who administers a dashboard. One rule for the API (embed tokens with edit) and the portal (the
// permission list's 'administrador do dashboard'); schema-free, so the client imports it through './paths'.

/** Holding both makes a principal a dashboard administrator (spec §5); anything less is read-only. */
export const dashboardAdminActions = ['UpdateDashboard', 'DeleteDashboard'] as const;

export function isDashboardAdmin(actions: readonly string[]): boolean {
  return dashboardAdminActions.every((action) => actions.includes(action));
}
