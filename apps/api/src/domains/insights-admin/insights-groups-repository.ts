// Insights groups (migration 0041): their members and what each group sees. Rows as the API answers them.
import {
  dashboardLevelActions,
  type DashboardLevel,
  type InsightsCatalogue,
  type InsightsGroup,
  type WorkspaceAccessLevel,
} from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface GroupRow extends Omit<InsightsGroup, 'updated_at'> {
  updated_at: Date;
}

/** Admin when the stored action set makes an administrator (spec §5), else reader. */
const levelSql = (actions: string) =>
  `CASE WHEN ${actions} @> ARRAY['UpdateDashboard', 'DeleteDashboard']::text[] THEN 'admin' ELSE 'reader' END`;

const groupSelect = `
  SELECT g.id AS group_id, g.name, g.description, g.updated_at,
    COALESCE((SELECT json_agg(json_build_object('user_id', u.id, 'email', u.email, 'full_name', u.full_name)
                              ORDER BY lower(u.email))
              FROM insights_group_members m JOIN users u ON u.id = m.user_id WHERE m.group_id = g.id),
             '[]'::json) AS members,
    COALESCE((SELECT json_agg(json_build_object('dashboard_id', d.id, 'name', d.name,
                                                'level', ${levelSql('gd.actions')}) ORDER BY d.name, d.id)
              FROM insights_group_dashboards gd JOIN dashboards d ON d.id = gd.dashboard_id
              WHERE gd.group_id = g.id), '[]'::json) AS dashboards,
    COALESCE((SELECT json_agg(json_build_object('workspace_id', w.id, 'name', w.name, 'access', gw.access)
                              ORDER BY w.name, w.id)
              FROM insights_group_workspaces gw JOIN bi_workspaces w ON w.id = gw.workspace_id
              WHERE gw.group_id = g.id), '[]'::json) AS workspaces
  FROM insights_groups g`;

export function listGroups(db: Queryable): Promise<GroupRow[]> {
  return db.query<GroupRow>(`${groupSelect} ORDER BY lower(g.name), g.id`);
}

/** The group, locked for the rest of the transaction when `forUpdate`. */
export async function findGroup(
  db: Queryable,
  groupId: string,
  forUpdate = false,
): Promise<GroupRow | undefined> {
  if (forUpdate) await db.query('SELECT 1 FROM insights_groups WHERE id = $1 FOR UPDATE', [groupId]);
  const rows = await db.query<GroupRow>(`${groupSelect} WHERE g.id = $1`, [groupId]);
  return rows[0];
}

/** Another group with this name, whatever the case and surrounding spaces. */
export async function groupNameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM insights_groups WHERE lower(btrim(name)) = lower(btrim($1)) AND id IS DISTINCT FROM $2',
    [name, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function insertGroup(db: Queryable, name: string, description: string | null): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO insights_groups (name, description) VALUES ($1, $2) RETURNING id',
    [name, description],
  );
  return rows[0]!.id;
}

export async function updateGroup(
  db: Queryable,
  groupId: string,
  next: { name: string; description: string | null },
): Promise<void> {
  await db.query('UPDATE insights_groups SET name = $2, description = $3, updated_at = now() WHERE id = $1', [
    groupId,
    next.name,
    next.description,
  ]);
}

export async function deleteGroup(db: Queryable, groupId: string): Promise<void> {
  await db.query('DELETE FROM insights_groups WHERE id = $1', [groupId]);
}

const touch = (db: Queryable, groupId: string) =>
  db.query('UPDATE insights_groups SET updated_at = now() WHERE id = $1', [groupId]);

export async function replaceGroupMembers(db: Queryable, groupId: string, userIds: readonly string[]) {
  await db.query(
    'DELETE FROM insights_group_members WHERE group_id = $1 AND NOT (user_id = ANY($2::uuid[]))',
    [groupId, userIds],
  );
  await db.query(
    `INSERT INTO insights_group_members (group_id, user_id) SELECT $1, unnest($2::uuid[])
     ON CONFLICT DO NOTHING`,
    [groupId, userIds],
  );
  await touch(db, groupId);
}

export async function replaceGroupGrants(
  db: Queryable,
  groupId: string,
  dashboards: readonly { dashboard_id: string; level: DashboardLevel }[],
  workspaces: readonly { workspace_id: string; access: WorkspaceAccessLevel }[],
) {
  await db.query('DELETE FROM insights_group_dashboards WHERE group_id = $1', [groupId]);
  await db.query('DELETE FROM insights_group_workspaces WHERE group_id = $1', [groupId]);
  for (const grant of dashboards)
    await db.query(
      'INSERT INTO insights_group_dashboards (group_id, dashboard_id, actions) VALUES ($1, $2, $3::text[])',
      [groupId, grant.dashboard_id, dashboardLevelActions[grant.level]],
    );
  for (const grant of workspaces)
    await db.query(
      'INSERT INTO insights_group_workspaces (group_id, workspace_id, access) VALUES ($1, $2, $3)',
      [groupId, grant.workspace_id, grant.access],
    );
  await touch(db, groupId);
}

/** Every dashboard and workspace, for the administration screens' pickers. */
export async function readCatalogue(db: Queryable): Promise<InsightsCatalogue> {
  const dashboards = await db.query<InsightsCatalogue['dashboards'][number]>(
    'SELECT id AS dashboard_id, name, category FROM dashboards ORDER BY category, name, id',
  );
  const workspaces = await db.query<InsightsCatalogue['workspaces'][number]>(
    'SELECT id AS workspace_id, name FROM bi_workspaces ORDER BY name, id',
  );
  return { dashboards, workspaces };
}

/** The ids among these that name no row of `table` (users, dashboards, bi_workspaces). */
export async function unknownIds(
  db: Queryable,
  table: 'users' | 'dashboards' | 'bi_workspaces',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT given.id::text AS id FROM unnest($1::uuid[]) AS given(id)
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = given.id)`,
    [ids],
  );
  return rows.map((row) => row.id);
}
