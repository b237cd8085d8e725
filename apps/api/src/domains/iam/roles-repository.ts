// Roles as sets of features and flags (migration 0037): read, created, changed and deleted.
import type { IamRoleScope } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface RoleRow {
  id: string;
  key: string;
  name: string;
  description: string | null;
  scope: IamRoleScope;
  built_in: boolean;
  features: string[];
  flags: string[];
  grants: number;
  updated_at: Date;
}

const roleColumns = `r.id, r.key, r.name, r.description, r.scope, r.built_in, r.updated_at,
  ARRAY(SELECT feature FROM role_features WHERE role_id = r.id ORDER BY 1) AS features,
  ARRAY(SELECT flag FROM role_feature_flags WHERE role_id = r.id ORDER BY 1) AS flags,
  (SELECT count(*)::int FROM user_roles WHERE role_id = r.id) AS grants`;

/** Every role, or those of one scope; by scope, then name. */
export async function listRoles(db: Queryable, scope?: IamRoleScope): Promise<RoleRow[]> {
  return db.query<RoleRow>(
    `SELECT ${roleColumns} FROM roles r WHERE $1::text IS NULL OR r.scope = $1 ORDER BY r.scope, r.name, r.key`,
    [scope ?? null],
  );
}

/** These roles (those that exist). */
export async function findRoles(db: Queryable, ids: readonly string[]): Promise<RoleRow[]> {
  return db.query<RoleRow>(`SELECT ${roleColumns} FROM roles r WHERE r.id = ANY($1::uuid[])`, [ids]);
}

/** The role, locked for a change (FOR UPDATE), or undefined. */
export async function findRoleForUpdate(db: Queryable, id: string): Promise<RoleRow | undefined> {
  await db.query('SELECT 1 FROM roles WHERE id = $1 FOR UPDATE', [id]);
  return (await findRoles(db, [id]))[0];
}

export async function roleKeyTaken(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM roles WHERE key = $1', [key]);
  return rows.length > 0;
}

export interface RoleFields {
  name: string;
  description: string | null;
  features: readonly string[];
  flags: readonly string[];
}

async function writeNames(db: Queryable, id: string, features: readonly string[], flags: readonly string[]) {
  await db.query('DELETE FROM role_features WHERE role_id = $1', [id]);
  await db.query('DELETE FROM role_feature_flags WHERE role_id = $1', [id]);
  await db.query('INSERT INTO role_features (role_id, feature) SELECT $1, unnest($2::text[])', [
    id,
    features,
  ]);
  await db.query('INSERT INTO role_feature_flags (role_id, flag) SELECT $1, unnest($2::text[])', [id, flags]);
}

export async function insertRole(
  db: Queryable,
  role: RoleFields & { key: string; scope: IamRoleScope },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO roles (key, name, description, scope) VALUES ($1, $2, $3, $4) RETURNING id',
    [role.key, role.name, role.description, role.scope],
  );
  await writeNames(db, row!.id, role.features, role.flags);
  return row!.id;
}

export async function updateRole(db: Queryable, id: string, role: RoleFields): Promise<void> {
  await db.query('UPDATE roles SET name = $2, description = $3, updated_at = now() WHERE id = $1', [
    id,
    role.name,
    role.description,
  ]);
  await writeNames(db, id, role.features, role.flags);
}

export async function deleteRole(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM roles WHERE id = $1', [id]);
}

/** The flags the catalogue's table knows (feature_flags), of these. */
export async function knownFlags(db: Queryable, flags: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ flag: string }>(
    'SELECT flag FROM feature_flags WHERE flag = ANY($1::text[])',
    [flags],
  );
  return new Set(rows.map((row) => row.flag));
}
