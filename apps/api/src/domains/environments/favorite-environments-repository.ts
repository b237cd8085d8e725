import type { FavoriteEnvironment } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { environmentVisibleToUser } from './environments-repository';

export type FavoriteEnvironmentRow = FavoriteEnvironment;

/** The user's favorites among the environments they may still see, oldest first. */
export function listFavoriteEnvironments(db: Queryable, userId: string): Promise<FavoriteEnvironmentRow[]> {
  return db.query<FavoriteEnvironmentRow>(
    `SELECT f.id, e.cloud_id, u.email, e.t_code, e.federal_id
     FROM favorite_environments f
     JOIN customer_environments e ON e.id = f.environment_id
     JOIN users u ON u.id = f.user_id
     WHERE f.user_id = $1 AND ${environmentVisibleToUser}
     ORDER BY f.created_at, e.cloud_id`,
    [userId],
  );
}

export async function isFavoriteEnvironment(
  db: Queryable,
  userId: string,
  environmentId: string,
): Promise<boolean> {
  const rows = await db.query<{ favorite: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM favorite_environments WHERE user_id = $1 AND environment_id = $2) AS favorite`,
    [userId, environmentId],
  );
  return rows[0]?.favorite === true;
}

/**
 * Stars the environment; saving an existing favorite again changes nothing. Returns its id. One statement:
 * ON CONFLICT … DO UPDATE locks and returns the conflicting row even when it was committed after this
 * statement began, where DO NOTHING followed by a SELECT could find nothing if a removal committed between.
 */
export async function saveFavoriteEnvironment(
  db: Queryable,
  userId: string,
  environmentId: string,
): Promise<{ id: string; created: boolean }> {
  const rows = await db.query<{ id: string; created: boolean }>(
    `INSERT INTO favorite_environments AS f (user_id, environment_id) VALUES ($1, $2)
     ON CONFLICT (user_id, environment_id) DO UPDATE SET created_at = f.created_at
     RETURNING f.id, (f.xmax = 0) AS created`,
    [userId, environmentId],
  );
  return rows[0]!;
}

/** Unstars the environment with this cloud_id; false when it was not a favorite of this user. */
export async function deleteFavoriteEnvironment(
  db: Queryable,
  userId: string,
  cloudId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM favorite_environments f
     USING customer_environments e
     WHERE e.id = f.environment_id AND f.user_id = $1 AND e.cloud_id = $2
     RETURNING f.id`,
    [userId, cloudId],
  );
  return rows.length > 0;
}

/** Stars environments by cloud_id in one statement (demo seed). */
export async function insertFavoriteEnvironments(
  db: Queryable,
  userId: string,
  cloudIds: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO favorite_environments (user_id, environment_id)
     SELECT $1, id FROM customer_environments WHERE cloud_id = ANY($2::text[])
     ON CONFLICT DO NOTHING`,
    [userId, cloudIds],
  );
}
