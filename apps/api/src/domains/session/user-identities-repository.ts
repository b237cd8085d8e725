import type { Queryable } from '../../db/database';

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

/** SQLSTATE unique_violation. */
const uniqueViolation = '23505';

/**
 * Links (issuer, subject) to a user and returns the user it is now linked to, noting the sign-in. Undefined
 * when the user already has another subject at this issuer. When two first sign-ins race, the first link
 * wins and both get it: one statement, since ON CONFLICT … DO UPDATE returns the row another sign-in has just
 * committed, where DO NOTHING and a second statement would read after the fact.
 */
export async function linkIdentity(
  db: Queryable,
  issuer: string,
  subject: string,
  userId: string,
): Promise<string | undefined> {
  try {
    const rows = await db.query<{ user_id: string }>(
      `INSERT INTO user_identities (issuer, subject, user_id)
       SELECT $1, $2, $3
       WHERE NOT EXISTS (SELECT 1 FROM user_identities WHERE user_id = $3 AND issuer = $1 AND subject <> $2)
       ON CONFLICT (issuer, subject) DO UPDATE SET last_sign_in_at = now()
       RETURNING user_id`,
      [issuer, subject, userId],
    );
    return rows[0]?.user_id;
  } catch (error) {
    // The user got another subject at this issuer in a sign-in that committed meanwhile (UNIQUE (user_id,
    // issuer)): the same answer as when it was there before. Not in a transaction, which this would abort.
    if ((error as { code?: unknown }).code === uniqueViolation) return undefined;
    throw error;
  }
}
