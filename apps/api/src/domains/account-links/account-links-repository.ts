import type { AccountLinkPurpose } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface NewAccountLink {
  purpose: AccountLinkPurpose;
  userId: string;
  tokenHash: string;
  createdBy: string | null;
  expiresAt: Date;
}

export async function insertAccountLink(db: Queryable, link: NewAccountLink): Promise<void> {
  await db.query(
    `INSERT INTO account_links (purpose, user_id, token_hash, created_by, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [link.purpose, link.userId, link.tokenHash, link.createdBy, link.expiresAt],
  );
}

/** Ends the user's unspent links of this purpose (a new one was sent: only the newest works). */
export async function expireAccountLinks(
  db: Queryable,
  userId: string,
  purpose: AccountLinkPurpose,
): Promise<void> {
  await db.query(
    `UPDATE account_links SET expires_at = now()
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [userId, purpose],
  );
}

/**
 * Spends the link in one statement: only an unused, unexpired link is marked used and answered, so two requests
 * with one token cannot both get it.
 */
export async function consumeAccountLink(
  db: Queryable,
  tokenHash: string,
): Promise<{ user_id: string; purpose: AccountLinkPurpose } | undefined> {
  const rows = await db.query<{ user_id: string; purpose: AccountLinkPurpose }>(
    `UPDATE account_links SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, purpose`,
    [tokenHash],
  );
  return rows[0];
}

/** Why a link could not be spent: used, expired, or unknown (undefined). */
export async function accountLinkRefusal(
  db: Queryable,
  tokenHash: string,
): Promise<'used' | 'expired' | undefined> {
  const rows = await db.query<{ used: boolean }>(
    'SELECT used_at IS NOT NULL AS used FROM account_links WHERE token_hash = $1',
    [tokenHash],
  );
  if (!rows[0]) return undefined;
  return rows[0].used ? 'used' : 'expired';
}
