// Tests change a user's features and flags the one way the API knows: through roles (migration 0037). A grant
// is a one-off role given to the user (on each environment they hold, or globally to staff); a revoke puts, in
// place of each role of theirs that gives it, a copy without it, so the other holders of that role keep it.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

const oneOffKey = () => `test_${randomBytes(6).toString('hex')}`;

async function createRole(
  db: Queryable,
  scope: string,
  features: readonly string[],
  flags: readonly string[],
): Promise<string> {
  const [role] = await db.query<{ id: string }>(
    `INSERT INTO roles (key, name, scope) VALUES ($1, $1, $2) RETURNING id`,
    [oneOffKey(), scope],
  );
  await db.query('INSERT INTO role_features (role_id, feature) SELECT $1, unnest($2::text[])', [
    role!.id,
    features,
  ]);
  await db.query('INSERT INTO role_feature_flags (role_id, flag) SELECT $1, unnest($2::text[])', [
    role!.id,
    flags,
  ]);
  return role!.id;
}

/** Gives the user these features (and flags) through a role of their own; answers that role's id. */
export async function grantFeatures(
  db: Queryable,
  userId: string,
  features: readonly string[],
  flags: readonly string[] = [],
): Promise<string> {
  const [user] = await db.query<{ kind: string }>('SELECT kind FROM users WHERE id = $1', [userId]);
  if (!user) throw new Error(`grantFeatures: no user ${userId}`);
  const staff = user.kind === 'staff';
  const roleId = await createRole(db, staff ? 'staff' : 'customer', features, flags);
  const given = await db.query(
    staff
      ? 'INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) RETURNING 1'
      : `INSERT INTO user_roles (user_id, role_id, environment_id)
         SELECT $1, $2, environment_id FROM user_environments WHERE user_id = $1 RETURNING 1`,
    [userId, roleId],
  );
  if (given.length === 0) throw new Error('grantFeatures: a customer without environments holds no role');
  return roleId;
}

/**
 * Takes these features and flags from the user, wherever their roles give them; answers what puts the user's
 * roles back as they were.
 */
export async function revokeFeatures(
  db: Queryable,
  userId: string,
  features: readonly string[],
  flags: readonly string[] = [],
): Promise<() => Promise<void>> {
  const held = await db.query<{ id: string; scope: string; features: string[]; flags: string[] }>(
    `SELECT r.id, r.scope,
       ARRAY(SELECT feature FROM role_features WHERE role_id = r.id) AS features,
       ARRAY(SELECT flag FROM role_feature_flags WHERE role_id = r.id) AS flags
     FROM roles r
     WHERE r.id IN (SELECT role_id FROM user_roles WHERE user_id = $1)
       AND (EXISTS (SELECT 1 FROM role_features WHERE role_id = r.id AND feature = ANY($2::text[]))
            OR EXISTS (SELECT 1 FROM role_feature_flags WHERE role_id = r.id AND flag = ANY($3::text[])))`,
    [userId, features, flags],
  );
  const swaps: { from: string; to: string }[] = [];
  for (const role of held) {
    const copy = await createRole(
      db,
      role.scope,
      role.features.filter((f) => !features.includes(f)),
      role.flags.filter((f) => !flags.includes(f)),
    );
    await db.query('UPDATE user_roles SET role_id = $3 WHERE user_id = $1 AND role_id = $2', [
      userId,
      role.id,
      copy,
    ]);
    swaps.push({ from: role.id, to: copy });
  }
  return async () => {
    for (const { from, to } of swaps)
      await db.query('UPDATE user_roles SET role_id = $3 WHERE user_id = $1 AND role_id = $2', [
        userId,
        to,
        from,
      ]);
  };
}
