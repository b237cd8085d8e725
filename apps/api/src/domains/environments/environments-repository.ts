import type { Queryable } from '../../db/database';

export interface EnvironmentRow {
  id: string;
  cloud_id: string;
  t_code: string;
  corporate_name: string;
  federal_id: string;
  region: string;
  support_type: 'PRIME' | 'STANDARD';
  budget_id: string | null;
}

/** The columns of EnvironmentRow, from `customer_environments e`. */
export const environmentColumns = `e.id, e.cloud_id, e.t_code, e.corporate_name, e.federal_id, e.region, e.support_type, e.budget_id`;

export type NewEnvironment = Omit<EnvironmentRow, 'id'>;

/**
 * SQL expression: the environments linked to the user whose id is `userSql`, as a JSON array of EnvironmentRow
 * sorted by corporate name then cloud_id (only these: the tenant boundary for everything a user reads).
 */
export const environmentsOfUserJson = (userSql: string) => `coalesce((
  SELECT json_agg(json_build_object('id', e.id, 'cloud_id', e.cloud_id, 't_code', e.t_code,
                                    'corporate_name', e.corporate_name, 'federal_id', e.federal_id,
                                    'region', e.region, 'support_type', e.support_type, 'budget_id', e.budget_id)
                  ORDER BY e.corporate_name, e.cloud_id)
  FROM customer_environments e JOIN user_environments ue ON ue.environment_id = e.id
  WHERE ue.user_id = ${userSql}), '[]'::json)`;

export async function insertEnvironment(db: Queryable, env: NewEnvironment): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO customer_environments (cloud_id, t_code, corporate_name, federal_id, region, support_type, budget_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      env.cloud_id,
      env.t_code,
      env.corporate_name,
      env.federal_id,
      env.region,
      env.support_type,
      env.budget_id,
    ],
  );
  return rows[0]!.id;
}

export async function linkUserToEnvironments(
  db: Queryable,
  userId: string,
  cloudIds: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO user_environments (user_id, environment_id)
     SELECT $1, id FROM customer_environments WHERE cloud_id = ANY($2::text[])
     ON CONFLICT DO NOTHING`,
    [userId, cloudIds],
  );
}

/**
 * SQL condition: the environment `e` is visible to the user whose id is parameter $1: they hold it, or they
 * are provider staff with all_resources_by_customer. Every query that scopes environments to a user uses it.
 */
export const environmentVisibleToUser = `(
  EXISTS (SELECT 1 FROM user_environments ue WHERE ue.environment_id = e.id AND ue.user_id = $1)
  OR EXISTS (SELECT 1 FROM users u JOIN user_features f ON f.user_id = u.id
             WHERE u.id = $1 AND u.kind = 'staff' AND f.feature = 'all_resources_by_customer'))`;

/** The ids of every environment the user may see (environmentVisibleToUser): an analytics query's scope. */
export async function listEnvironmentIdsVisibleTo(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM customer_environments e WHERE ${environmentVisibleToUser}`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/**
 * The environment with this cloud_id if the user may see it (environmentVisibleToUser). Otherwise undefined,
 * whether or not it exists.
 */
export async function findEnvironmentVisibleTo(
  db: Queryable,
  userId: string,
  cloudId: string,
): Promise<EnvironmentRow | undefined> {
  const rows = await db.query<EnvironmentRow>(
    `SELECT ${environmentColumns}
     FROM customer_environments e
     WHERE e.cloud_id = $2 AND ${environmentVisibleToUser}`,
    [userId, cloudId],
  );
  return rows[0];
}

/** The first environment with this t_code (customer code) that the user may see, or undefined. */
export async function findEnvironmentByTCodeVisibleTo(
  db: Queryable,
  userId: string,
  tCode: string,
): Promise<EnvironmentRow | undefined> {
  const rows = await db.query<EnvironmentRow>(
    `SELECT ${environmentColumns}
     FROM customer_environments e
     WHERE e.t_code = $2 AND ${environmentVisibleToUser}
     ORDER BY e.cloud_id
     LIMIT 1`,
    [userId, tCode],
  );
  return rows[0];
}
