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
  /** Where the request that got it came from (the profile's list of sign-ins). */
  client?: SignInClient;
}

export interface SignInClient {
  ip: string | null;
  userAgent: string | null;
}

export async function insertRefreshToken(db: Queryable, token: NewRefreshToken): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO refresh_tokens (user_id, token_hash, family_id, parent_id, expires_at, client_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      token.userId,
      token.tokenHash,
      token.familyId,
      token.parentId,
      token.expiresAt,
      token.client?.ip ?? null,
      token.client?.userAgent?.slice(0, 512) ?? null,
    ],
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

/**
 * Ends every live sign-in of the user but `except` (the one asking, or none): their families are revoked.
 * Answers the families ended.
 */
export async function revokeUserFamilies(
  db: Queryable,
  userId: string,
  except: string | null,
): Promise<string[]> {
  const rows = await db.query<{ family_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)
     RETURNING family_id`,
    [userId, except],
  );
  return [...new Set(rows.map((row) => row.family_id))];
}

/** Ends one sign-in of the user's; false when they have no live one by that id. */
export async function revokeUserFamily(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND family_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
    [userId, familyId],
  );
  return rows.length > 0;
}

export interface SignInRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  started_at: Date;
  last_used_at: Date;
}

/**
 * The user's live sign-ins, the latest used first: started when its first token was issued, last used at its
 * newest (each refresh issues one), with the address and browser of that newest token.
 */
export async function listUserSignIns(db: Queryable, userId: string): Promise<SignInRow[]> {
  return db.query<SignInRow>(
    `SELECT family_id AS id,
       (array_agg(user_agent ORDER BY created_at DESC))[1] AS user_agent,
       (array_agg(client_ip ORDER BY created_at DESC))[1] AS ip,
       min(created_at) AS started_at, max(created_at) AS last_used_at
     FROM refresh_tokens WHERE user_id = $1
     GROUP BY family_id
     HAVING bool_or(revoked_at IS NULL AND expires_at > now())
     ORDER BY last_used_at DESC, family_id`,
    [userId],
  );
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
