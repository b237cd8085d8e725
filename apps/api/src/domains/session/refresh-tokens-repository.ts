import type { Queryable } from '../../db/database';

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  parent_id: string | null;
  revoked_at: Date | null;
  expires_at: Date;
  /** A rotated token: the hash of the Idempotency-Key of the refresh that rotated it, if it had one. */
  rotation_key_hash: string | null;
}

export interface NewRefreshToken {
  userId: string;
  tokenHash: string;
  familyId: string;
  parentId: string | null;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Queryable, token: NewRefreshToken): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO refresh_tokens (user_id, token_hash, family_id, parent_id, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [token.userId, token.tokenHash, token.familyId, token.parentId, token.expiresAt],
  );
  return rows[0]!.id;
}

/** Locks the row (FOR UPDATE) so two refreshes with the same token cannot both rotate it. */
export async function findRefreshTokenForUpdate(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const rows = await db.query<RefreshTokenRow>(
    `SELECT id, user_id, family_id, parent_id, revoked_at, expires_at, rotation_key_hash
     FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

/** Spends a token in a rotation, keeping the hash of the rotating request's Idempotency-Key (or null). */
export async function revokeRefreshToken(
  db: Queryable,
  id: string,
  rotationKeyHash: string | null = null,
): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now(), rotation_key_hash = $2 WHERE id = $1 AND revoked_at IS NULL',
    [id, rotationKeyHash],
  );
}

/**
 * Revokes the token a rotation of `parentId` issued, if it was never used (nor revoked), and says whether it
 * did: the answer that carried it was lost, and a retry replaces it.
 */
export async function revokeUnusedSuccessor(db: Queryable, parentId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE parent_id = $1 AND revoked_at IS NULL RETURNING id',
    [parentId],
  );
  return rows.length > 0;
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL RETURNING id',
    [familyId],
  );
  return rows.length;
}

/** Ends every sign-in of the user (e.g. their last environment taken away); answers the families ended. */
export async function revokeAllFamiliesOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ family_id: string }>(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id',
    [userId],
  );
  return [...new Set(rows.map((row) => row.family_id))];
}

/** A session is live while its family still has an unrevoked, unexpired token. */
export async function isFamilyActive(db: Queryable, familyId: string): Promise<boolean> {
  const rows = await db.query<{ active: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now()
     ) AS active`,
    [familyId],
  );
  return rows[0]?.active === true;
}

/**
 * Deletes the sign-ins (families) whose every token has expired, and returns how many rows went. A family
 * with one live token keeps all its rows: its used tokens are how a replay is recognised (and the family
 * revoked), so they must outlive the family's last token, not just their own expiry.
 */
export async function deleteExpiredFamilies(db: Queryable): Promise<number> {
  const rows = await db.query<{ deleted: number }>(
    `WITH expired AS (
       SELECT family_id FROM refresh_tokens GROUP BY family_id HAVING max(expires_at) < now()
     ), deleted AS (
       DELETE FROM refresh_tokens WHERE family_id IN (SELECT family_id FROM expired) RETURNING 1
     )
     SELECT count(*)::int AS deleted FROM deleted`,
  );
  return rows[0]?.deleted ?? 0;
}
