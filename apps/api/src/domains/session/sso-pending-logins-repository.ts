import type { Queryable } from '../../db/database';

/** A redirect to the issuer waiting for its callback. Only a hash of its state is stored. */
export interface PendingLogin {
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

// Expiry is set and checked with the database's clock, so API instances with skewed clocks agree.

export async function insertPendingLogin(
  db: Queryable,
  stateHash: string,
  login: PendingLogin,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO sso_pending_logins (state_hash, nonce, code_verifier, return_to, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [stateHash, login.nonce, login.codeVerifier, login.returnTo, ttlSeconds],
  );
}

/**
 * Deletes the pending login and returns it while it is live: of two callbacks with the same state, only one
 * gets it.
 */
export async function takePendingLogin(db: Queryable, stateHash: string): Promise<PendingLogin | undefined> {
  const rows = await db.query<{ nonce: string; code_verifier: string; return_to: string; live: boolean }>(
    `DELETE FROM sso_pending_logins WHERE state_hash = $1
     RETURNING nonce, code_verifier, return_to, expires_at > now() AS live`,
    [stateHash],
  );
  const row = rows[0];
  if (!row?.live) return undefined;
  return { nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to };
}

/** Sign-ins abandoned at the issuer leave rows behind; each new one sweeps the expired. */
export async function deleteExpiredPendingLogins(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sso_pending_logins WHERE expires_at <= now()');
}
