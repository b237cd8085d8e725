// BI workspaces, their members and their items (reports and dashboards). A user sees a workspace, and the
// items in it, only as its member: directly or through an insights group (effective_bi_workspace_members, 0041).
import type { BiItemType } from '@nuvem/api-contract';

/** An item's type as stored: a BI report, dashboard, or paginated (RDL) report. */
export type StoredBiItemType = BiItemType | 'paginatedReport';
import type { Queryable } from '../../db/database';

export type WorkspaceAccess = 'view' | 'edit';

export interface BiWorkspaceRow {
  id: string;
  name: string;
}

export interface BiWorkspaceGrantRow extends BiWorkspaceRow {
  access: WorkspaceAccess;
}

export interface BiItemRow {
  id: string;
  workspace_id: string;
  type: StoredBiItemType;
  name: string;
}

export interface BiItemGrantRow extends BiItemRow {
  /** The user's access to the item's workspace. */
  access: WorkspaceAccess;
}

export function listWorkspacesOfUser(db: Queryable, userId: string): Promise<BiWorkspaceGrantRow[]> {
  return db.query<BiWorkspaceGrantRow>(
    `SELECT w.id, w.name, m.access
     FROM bi_workspaces w
     JOIN effective_bi_workspace_members m ON m.workspace_id = w.id
     WHERE m.user_id = $1`,
    [userId],
  );
}

export function listItemsOfUser(db: Queryable, userId: string): Promise<BiItemRow[]> {
  return db.query<BiItemRow>(
    `SELECT i.id, i.workspace_id, i.type, i.name
     FROM bi_items i
     JOIN effective_bi_workspace_members m ON m.workspace_id = i.workspace_id
     WHERE m.user_id = $1`,
    [userId],
  );
}

/** The item with the user's access to it, or undefined when it is unknown or outside their workspaces. */
export async function findItemGrant(
  db: Queryable,
  userId: string,
  itemId: string,
): Promise<BiItemGrantRow | undefined> {
  const rows = await db.query<BiItemGrantRow>(
    `SELECT i.id, i.workspace_id, i.type, i.name, m.access
     FROM bi_items i
     JOIN effective_bi_workspace_members m ON m.workspace_id = i.workspace_id
     WHERE m.user_id = $1 AND i.id = $2`,
    [userId, itemId],
  );
  return rows[0];
}

/** The item, whoever asks (the analytics side checks an embed token's item still exists). */
export async function findItem(db: Queryable, itemId: string): Promise<BiItemRow | undefined> {
  const rows = await db.query<BiItemRow>('SELECT id, workspace_id, type, name FROM bi_items WHERE id = $1', [
    itemId,
  ]);
  return rows[0];
}

export async function insertWorkspace(db: Queryable, name: string): Promise<string> {
  const rows = await db.query<{ id: string }>('INSERT INTO bi_workspaces (name) VALUES ($1) RETURNING id', [
    name,
  ]);
  return rows[0]!.id;
}

export async function addWorkspaceMember(
  db: Queryable,
  workspaceId: string,
  userId: string,
  access: WorkspaceAccess,
): Promise<void> {
  await db.query(
    `INSERT INTO bi_workspace_members (workspace_id, user_id, access) VALUES ($1, $2, $3)
     ON CONFLICT (workspace_id, user_id) DO UPDATE SET access = EXCLUDED.access`,
    [workspaceId, userId, access],
  );
}

export async function insertItem(db: Queryable, item: Omit<BiItemRow, 'id'>): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO bi_items (workspace_id, type, name) VALUES ($1, $2, $3) RETURNING id',
    [item.workspace_id, item.type, item.name],
  );
  return rows[0]!.id;
}

/** The user's access to the workspace, or undefined when they are not its member (or it does not exist). */
export async function findWorkspaceAccess(
  db: Queryable,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceAccess | undefined> {
  const rows = await db.query<{ access: WorkspaceAccess }>(
    'SELECT access FROM effective_bi_workspace_members WHERE user_id = $1 AND workspace_id = $2',
    [userId, workspaceId],
  );
  return rows[0]?.access;
}

/** The ids of the datasets the workspace's reports are built on: what a new report there may be built on. */
export async function listWorkspaceDatasetIds(db: Queryable, workspaceId: string): Promise<string[]> {
  const rows = await db.query<{ dataset_id: string }>(
    `SELECT DISTINCT r.definition->>'datasetId' AS dataset_id
     FROM bi_items i
     JOIN analytics_reports r ON r.id = i.id
     WHERE i.workspace_id = $1 AND i.type = 'report'`,
    [workspaceId],
  );
  return rows.map((row) => row.dataset_id);
}

export async function workspaceExists(db: Queryable, workspaceId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM bi_workspaces WHERE id = $1', [workspaceId]);
  return rows.length > 0;
}
