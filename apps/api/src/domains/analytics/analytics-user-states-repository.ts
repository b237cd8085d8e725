// Each user's persistent filters per report (settings.persistentFiltersEnabled), as the frame's state string.
import type { Queryable } from '../../db/database';

export async function findUserState(
  db: Queryable,
  userId: string,
  reportId: string,
): Promise<string | undefined> {
  const rows = await db.query<{ state: string }>(
    'SELECT state FROM analytics_user_states WHERE user_id = $1 AND report_id = $2',
    [userId, reportId],
  );
  return rows[0]?.state;
}

export async function saveUserState(
  db: Queryable,
  userId: string,
  reportId: string,
  state: string,
): Promise<void> {
  await db.query(
    `INSERT INTO analytics_user_states (user_id, report_id, state) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, report_id) DO UPDATE SET state = EXCLUDED.state, saved_at = now()`,
    [userId, reportId, state],
  );
}

export async function deleteUserState(db: Queryable, userId: string, reportId: string): Promise<void> {
  await db.query('DELETE FROM analytics_user_states WHERE user_id = $1 AND report_id = $2', [
    userId,
    reportId,
  ]);
}
