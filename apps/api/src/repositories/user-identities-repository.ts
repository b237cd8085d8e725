import type { Queryable } from '../db/database';

/** The user an issuer's subject is linked to, noting the sign-in; undefined when it is not linked. */
export async function touchIdentity(
  db: Queryable,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE user_identities SET last_sign_in_at = now()
     WHERE issuer = $1 AND subject = $2 RETURNING user_id`,
    [issuer, subject],
  );
  return rows[0]?.user_id;
}

/**
 * Links (issuer, subject) to a user and returns the user it is now linked to. Undefined when the user already
 * has another subject at this issuer. When two first sign-ins race, the first link wins and both get it.
 */
export async function linkIdentity(
  db: Queryable,
  issuer: string,
  subject: string,
  userId: string,
): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `INSERT INTO user_identities (issuer, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [issuer, subject, userId],
  );
  return rows[0]?.user_id ?? touchIdentity(db, issuer, subject);
}
