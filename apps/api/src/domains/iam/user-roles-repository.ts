// Who holds which role where (user_roles, migration 0037), and what that gives them.
import { ENVIRONMENT_ADMIN_FEATURE, type IamRoleRef, type IamUserState } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface HeldNames {
  features: Set<string>;
  flags: Set<string>;
}

/**
 * What the user holds through their roles given on this environment and their global ones (null: through
 * every role, wherever given), and the flags on for everyone.
 */
export async function heldNamesOf(
  db: Queryable,
  userId: string,
  environmentId: string | null,
): Promise<HeldNames> {
  const [row] = await db.query<{ features: string[]; flags: string[] }>(
    `WITH mine AS (
       SELECT role_id FROM user_roles
       WHERE user_id = $1 AND ($2::uuid IS NULL OR environment_id = $2 OR environment_id IS NULL))
     SELECT ARRAY(SELECT DISTINCT feature FROM role_features WHERE role_id IN (SELECT role_id FROM mine)) AS features,
       ARRAY(SELECT flag FROM role_feature_flags WHERE role_id IN (SELECT role_id FROM mine)
             UNION SELECT flag FROM feature_flags WHERE enabled_for_all) AS flags`,
    [userId, environmentId],
  );
  return { features: new Set(row?.features ?? []), flags: new Set(row?.flags ?? []) };
}

const roleRefJson = (alias: string) =>
  `json_build_object('role_id', ${alias}.id, 'key', ${alias}.key, 'name', ${alias}.name)`;

/** The user's roles given on this environment (null: their global ones), by name. */
export async function rolesOfUser(
  db: Queryable,
  userId: string,
  environmentId: string | null,
): Promise<IamRoleRef[]> {
  return db.query<IamRoleRef>(
    `SELECT r.id AS role_id, r.key, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
     WHERE ur.user_id = $1 AND ur.environment_id IS NOT DISTINCT FROM $2 ORDER BY r.name, r.key`,
    [userId, environmentId],
  );
}

/** The environment's administrators: holders of a role with iam given on it. */
export async function administratorsOf(db: Queryable, environmentId: string): Promise<Set<string>> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT DISTINCT ur.user_id FROM user_roles ur JOIN role_features rf ON rf.role_id = ur.role_id
     WHERE ur.environment_id = $1 AND rf.feature = $2`,
    [environmentId, ENVIRONMENT_ADMIN_FEATURE],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** Every environment a role is given on, with who holds it there. */
export async function grantsOfRole(
  db: Queryable,
  roleId: string,
): Promise<{ environment_id: string; cloud_id: string; user_ids: string[] }[]> {
  return db.query(
    `SELECT e.id AS environment_id, e.cloud_id, array_agg(ur.user_id) AS user_ids
     FROM user_roles ur JOIN customer_environments e ON e.id = ur.environment_id
     WHERE ur.role_id = $1 GROUP BY e.id, e.cloud_id`,
    [roleId],
  );
}

/** Administrators of the environment who hold iam only through other roles than `roleId`. */
export async function administratorsWithoutRole(
  db: Queryable,
  environmentId: string,
  roleId: string,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(DISTINCT ur.user_id)::int AS count
     FROM user_roles ur JOIN role_features rf ON rf.role_id = ur.role_id
     WHERE ur.environment_id = $1 AND rf.feature = $3 AND ur.role_id <> $2`,
    [environmentId, roleId, ENVIRONMENT_ADMIN_FEATURE],
  );
  return row?.count ?? 0;
}

export interface EnvironmentUserRow {
  user_id: string;
  email: string;
  full_name: string;
  kind: 'customer' | 'partner' | 'staff';
  roles: IamRoleRef[];
  administrator: boolean;
  state: IamUserState;
  last_sign_in_at: string | null;
}

/** Who holds the environment or a role on it, with their roles there; by name. */
export async function listEnvironmentUsers(
  db: Queryable,
  environmentId: string,
): Promise<EnvironmentUserRow[]> {
  return db.query<EnvironmentUserRow>(
    `SELECT u.id AS user_id, u.email, u.full_name, u.kind,
       COALESCE((SELECT json_agg(${roleRefJson('r')} ORDER BY r.name, r.key)
                 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                 WHERE ur.user_id = u.id AND ur.environment_id = $1), '[]'::json) AS roles,
       EXISTS (SELECT 1 FROM user_roles ur JOIN role_features rf ON rf.role_id = ur.role_id
               WHERE ur.user_id = u.id AND ur.environment_id = $1 AND rf.feature = $2) AS administrator,
       CASE WHEN u.state = 'active' THEN 'active'
            WHEN EXISTS (SELECT 1 FROM account_links l
                         WHERE l.user_id = u.id AND l.purpose = 'invite' AND l.used_at IS NULL
                           AND l.expires_at > now()) THEN 'invited'
            ELSE 'invite_expired' END AS state,
       (SELECT to_char(max(t.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        FROM refresh_tokens t WHERE t.user_id = u.id) AS last_sign_in_at
     FROM users u
     WHERE u.id IN (SELECT user_id FROM user_environments WHERE environment_id = $1
                    UNION SELECT user_id FROM user_roles WHERE environment_id = $1)
     ORDER BY u.full_name, u.email`,
    [environmentId, ENVIRONMENT_ADMIN_FEATURE],
  );
}

/** Whether the user holds the environment (user_environments) or a role on it. */
export async function hasAccessTo(db: Queryable, userId: string, environmentId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM user_environments WHERE user_id = $1 AND environment_id = $2
     UNION ALL SELECT 1 FROM user_roles WHERE user_id = $1 AND environment_id = $2 LIMIT 1`,
    [userId, environmentId],
  );
  return rows.length > 0;
}

/** Gives and takes roles of the user on the environment (null: global roles). */
export async function changeRoles(
  db: Queryable,
  change: {
    userId: string;
    environmentId: string | null;
    add: readonly string[];
    remove: readonly string[];
    grantedBy: string;
  },
): Promise<void> {
  const { userId, environmentId, add, remove, grantedBy } = change;
  if (remove.length > 0)
    await db.query(
      `DELETE FROM user_roles
       WHERE user_id = $1 AND environment_id IS NOT DISTINCT FROM $2 AND role_id = ANY($3::uuid[])`,
      [userId, environmentId, remove],
    );
  if (add.length > 0)
    await db.query(
      `INSERT INTO user_roles (user_id, role_id, environment_id, granted_by)
       SELECT $1, unnest($3::uuid[]), $2, $4`,
      [userId, environmentId, add, grantedBy],
    );
}

/** The user holds the environment from now on (a role given there opens it). */
export async function linkEnvironment(db: Queryable, userId: string, environmentId: string): Promise<void> {
  await db.query(
    'INSERT INTO user_environments (user_id, environment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, environmentId],
  );
}

/** The user's access to the environment ends: their roles there and their hold of it. */
export async function removeAccess(db: Queryable, userId: string, environmentId: string): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1 AND environment_id = $2', [
    userId,
    environmentId,
  ]);
  await db.query('DELETE FROM user_environments WHERE user_id = $1 AND environment_id = $2', [
    userId,
    environmentId,
  ]);
}

export async function environmentsHeldBy(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM user_environments WHERE user_id = $1',
    [userId],
  );
  return row?.count ?? 0;
}

/** One transaction at a time changes the grants of an environment (the last-administrator rule reads them). */
export async function lockEnvironmentGrants(db: Queryable, environmentId: string | null): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `iam:${environmentId ?? 'global'}`,
  ]);
}
