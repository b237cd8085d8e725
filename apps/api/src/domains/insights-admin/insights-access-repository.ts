// A user's direct grants (dashboard_permissions, bi_workspace_members) and the rule that keeps every dashboard
// administered, both read through the effective views of migration 0041.
import { dashboardLevelActions, type DashboardLevel, type WorkspaceAccessLevel } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export async function findDirectDashboardLevel(
  db: Queryable,
  userId: string,
  dashboardId: string,
): Promise<DashboardLevel | null> {
  const rows = await db.query<{ level: DashboardLevel }>(
    `SELECT CASE WHEN actions @> ARRAY['UpdateDashboard', 'DeleteDashboard']::text[] THEN 'admin' ELSE 'reader' END
       AS level
     FROM dashboard_permissions WHERE user_id = $1 AND dashboard_id = $2`,
    [userId, dashboardId],
  );
  return rows[0]?.level ?? null;
}

export async function setDirectDashboardLevel(
  db: Queryable,
  userId: string,
  dashboardId: string,
  level: DashboardLevel | null,
): Promise<void> {
  if (level === null)
    await db.query('DELETE FROM dashboard_permissions WHERE user_id = $1 AND dashboard_id = $2', [
      userId,
      dashboardId,
    ]);
  else
    await db.query(
      `INSERT INTO dashboard_permissions (dashboard_id, user_id, actions) VALUES ($1, $2, $3::text[])
       ON CONFLICT (dashboard_id, user_id) DO UPDATE SET actions = EXCLUDED.actions`,
      [dashboardId, userId, dashboardLevelActions[level]],
    );
}

export async function findDirectWorkspaceAccess(
  db: Queryable,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceAccessLevel | null> {
  const rows = await db.query<{ access: WorkspaceAccessLevel }>(
    'SELECT access FROM bi_workspace_members WHERE user_id = $1 AND workspace_id = $2',
    [userId, workspaceId],
  );
  return rows[0]?.access ?? null;
}

export async function setDirectWorkspaceAccess(
  db: Queryable,
  userId: string,
  workspaceId: string,
  access: WorkspaceAccessLevel | null,
): Promise<void> {
  if (access === null)
    await db.query('DELETE FROM bi_workspace_members WHERE user_id = $1 AND workspace_id = $2', [
      userId,
      workspaceId,
    ]);
  else
    await db.query(
      `INSERT INTO bi_workspace_members (workspace_id, user_id, access) VALUES ($1, $2, $3)
       ON CONFLICT (workspace_id, user_id) DO UPDATE SET access = EXCLUDED.access`,
      [workspaceId, userId, access],
    );
}

/**
 * Every insights access write takes this lock first (until commit): two concurrent writes could otherwise each
 * leave one administrator of a dashboard and together none.
 */
export async function lockInsightsAccess(db: Queryable): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock(hashtextextended('insights-access', 0))");
}

/** The dashboards (id, name) no user administers, through any grant. */
export function dashboardsWithoutAdministrator(db: Queryable): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    `SELECT d.id, d.name FROM dashboards d
     WHERE NOT EXISTS (
       SELECT 1 FROM effective_dashboard_permissions p
       WHERE p.dashboard_id = d.id AND p.actions @> ARRAY['UpdateDashboard', 'DeleteDashboard']::text[])
     ORDER BY d.name, d.id`,
  );
}
