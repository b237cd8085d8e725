import type { Queryable } from '../../db/database';

export interface DisasterRecoverySwitchesRow {
  test_active: boolean;
  all_topologies: boolean;
}

/** The user's switches for the environment; both off when never set. */
export async function findDisasterRecoverySwitches(
  db: Queryable,
  userId: string,
  environmentId: string,
): Promise<DisasterRecoverySwitchesRow> {
  const rows = await db.query<DisasterRecoverySwitchesRow>(
    `SELECT test_active, all_topologies FROM disaster_recovery_switches
     WHERE user_id = $1 AND environment_id = $2`,
    [userId, environmentId],
  );
  return rows[0] ?? { test_active: false, all_topologies: false };
}

/** Sets the switches given (undefined leaves one as it is) and returns both. */
export async function updateDisasterRecoverySwitches(
  db: Queryable,
  userId: string,
  environmentId: string,
  update: Partial<DisasterRecoverySwitchesRow>,
): Promise<DisasterRecoverySwitchesRow> {
  const rows = await db.query<DisasterRecoverySwitchesRow>(
    `INSERT INTO disaster_recovery_switches (user_id, environment_id, test_active, all_topologies)
     VALUES ($1, $2, coalesce($3::boolean, false), coalesce($4::boolean, false))
     ON CONFLICT (user_id, environment_id) DO UPDATE SET
       test_active = coalesce($3::boolean, disaster_recovery_switches.test_active),
       all_topologies = coalesce($4::boolean, disaster_recovery_switches.all_topologies),
       updated_at = now()
     RETURNING test_active, all_topologies`,
    [userId, environmentId, update.test_active ?? null, update.all_topologies ?? null],
  );
  return rows[0]!;
}
