import type { Queryable } from '../../db/database';

// Expiry is set and checked with the database's clock, so API instances with skewed clocks agree.

export async function insertLoginCode(
  db: Queryable,
  codeHash: string,
  userId: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO sso_login_codes (code_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [codeHash, userId, ttlSeconds],
  );
}

/** Deletes the code and returns its user while it is live: a code is good for one exchange only. */
export async function takeLoginCode(db: Queryable, codeHash: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string; live: boolean }>(
    'DELETE FROM sso_login_codes WHERE code_hash = $1 RETURNING user_id, expires_at > now() AS live',
    [codeHash],
  );
  return rows[0]?.live ? rows[0].user_id : undefined;
}

export async function deleteExpiredLoginCodes(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sso_login_codes WHERE expires_at <= now()');
}
