import type { Queryable } from '../../db/database';

/**
 * Revokes the user's live token, if any (one per user). Run in the transaction that inserts the next one: it
 * locks the user's row first, so two generations at once take turns instead of both inserting a live token.
 */
export async function revokeAssistTokensOf(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await db.query('UPDATE assist_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

export async function insertAssistToken(
  db: Queryable,
  token: { userId: string; environmentId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO assist_tokens (user_id, environment_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
    [token.userId, token.environmentId, token.tokenHash, token.expiresAt],
  );
}

export interface LiveAssistTokenRow {
  user_id: string;
  full_name: string;
  email: string;
  environment_id: string;
  cloud_id: string;
  t_code: string;
  corporate_name: string;
  created_at: Date;
  expires_at: Date;
}

/** The token with this hash if it is neither revoked nor expired, with its user and environment. */
export async function findLiveAssistToken(
  db: Queryable,
  tokenHash: string,
): Promise<LiveAssistTokenRow | undefined> {
  const rows = await db.query<LiveAssistTokenRow>(
    `SELECT t.user_id, u.full_name, u.email, t.environment_id, e.cloud_id, e.t_code, e.corporate_name,
            t.created_at, t.expires_at
     FROM assist_tokens t
     JOIN users u ON u.id = t.user_id
     JOIN customer_environments e ON e.id = t.environment_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
    [tokenHash],
  );
  return rows[0];
}
