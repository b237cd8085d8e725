// Insights dashboards and who they are shared with. Every read that a user triggers goes through a grant: the
// effective one (direct or through an insights group, migration 0041).
import type { Queryable } from '../../db/database';

export interface DashboardRow {
  id: string;
  name: string;
  category: string;
}

export interface DashboardGrantRow extends DashboardRow {
  /** The permission action names this user holds on the dashboard. */
  actions: string[];
}

export interface DashboardPermissionRow {
  /** A user's e-mail or a group's name. */
  principal: string;
  kind: 'user' | 'group';
  actions: string[];
}

/** Only the dashboards shared with this user. */
export function listDashboardsOfUser(db: Queryable, userId: string): Promise<DashboardRow[]> {
  return db.query<DashboardRow>(
    `SELECT d.id, d.name, d.category
     FROM dashboards d
     JOIN effective_dashboard_permissions p ON p.dashboard_id = d.id
     WHERE p.user_id = $1`,
    [userId],
  );
}

/** The dashboard with this user's actions on it, or undefined when it is unknown or not shared with them. */
export async function findDashboardGrant(
  db: Queryable,
  userId: string,
  dashboardId: string,
): Promise<DashboardGrantRow | undefined> {
  const rows = await db.query<DashboardGrantRow>(
    `SELECT d.id, d.name, d.category, p.actions
     FROM dashboards d
     JOIN effective_dashboard_permissions p ON p.dashboard_id = d.id
     WHERE p.user_id = $1 AND d.id = $2`,
    [userId, dashboardId],
  );
  return rows[0];
}

/** The dashboard, whoever asks (the analytics side checks an embed token's item still exists). */
export async function findDashboard(db: Queryable, dashboardId: string): Promise<DashboardRow | undefined> {
  const rows = await db.query<DashboardRow>('SELECT id, name, category FROM dashboards WHERE id = $1', [
    dashboardId,
  ]);
  return rows[0];
}

/** Who the dashboard is shared with: the insights groups by name, then the users holding it directly by e-mail. */
export function listDashboardPermissions(
  db: Queryable,
  dashboardId: string,
): Promise<DashboardPermissionRow[]> {
  return db.query<DashboardPermissionRow>(
    `SELECT principal, kind, actions FROM (
       SELECT g.name AS principal, 'group' AS kind, gd.actions, 0 AS rank
       FROM insights_group_dashboards gd JOIN insights_groups g ON g.id = gd.group_id
       WHERE gd.dashboard_id = $1
       UNION ALL
       SELECT u.email, 'user', p.actions, 1
       FROM dashboard_permissions p JOIN users u ON u.id = p.user_id
       WHERE p.dashboard_id = $1
     ) principals
     ORDER BY rank, lower(principal)`,
    [dashboardId],
  );
}

export async function insertDashboard(db: Queryable, dashboard: Omit<DashboardRow, 'id'>): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO dashboards (name, category) VALUES ($1, $2) RETURNING id',
    [dashboard.name, dashboard.category],
  );
  return rows[0]!.id;
}

/** Shares the dashboard with the user, or replaces the actions they hold on it. */
export async function grantDashboard(
  db: Queryable,
  dashboardId: string,
  userId: string,
  actions: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO dashboard_permissions (dashboard_id, user_id, actions) VALUES ($1, $2, $3::text[])
     ON CONFLICT (dashboard_id, user_id) DO UPDATE SET actions = EXCLUDED.actions`,
    [dashboardId, userId, actions],
  );
}
