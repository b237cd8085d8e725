import type { AlertLevel } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface UserAlertRow {
  id: string;
  type: AlertLevel;
  text: string;
  created_at: Date;
}

export interface NewUserAlert {
  type: AlertLevel;
  text: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** The user's legacy alerts not yet expired, newest first. */
export function listUserAlerts(db: Queryable, userId: string): Promise<UserAlertRow[]> {
  return db.query<UserAlertRow>(
    `SELECT id, type, text, created_at FROM user_alerts
     WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now())
     ORDER BY created_at DESC, id`,
    [userId],
  );
}

export async function insertUserAlert(db: Queryable, userId: string, alert: NewUserAlert): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO user_alerts (user_id, type, text, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, alert.type, alert.text, alert.createdAt, alert.expiresAt],
  );
  return rows[0]!.id;
}
