// Usage terms (migration 0049): versions (drafts have no number) and users' acceptances. A version applies to
// a user when it lists no customer or one of the customers (t_code) of the environments the user holds.
import type { UsageTermAcceptance, UsageTermAdminVersion, UsageTermVersion } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

interface VersionRow {
  id: string;
  version: number | null;
  title: string;
  body: string;
  customer_codes: string[];
  published_at: Date | null;
  created_at: Date;
}

const versionColumns = 'v.id, v.version, v.title, v.body, v.customer_codes, v.published_at, v.created_at';

const versionOf = (row: VersionRow): UsageTermVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  body: row.body,
  customer_codes: row.customer_codes,
  published_at: row.published_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** SQL: version `v` applies to user `$1`. */
const appliesToUser = `(cardinality(v.customer_codes) = 0 OR v.customer_codes && ARRAY(
  SELECT e.t_code FROM user_environments ue JOIN customer_environments e ON e.id = ue.environment_id
  WHERE ue.user_id = $1))`;

/** The latest published version that applies to the user, if any. */
export async function findCurrentVersionFor(
  db: Queryable,
  userId: string,
): Promise<UsageTermVersion | undefined> {
  const [row] = await db.query<VersionRow>(
    `SELECT ${versionColumns} FROM usage_term_versions v
     WHERE v.version IS NOT NULL AND ${appliesToUser} ORDER BY v.version DESC LIMIT 1`,
    [userId],
  );
  return row && versionOf(row);
}

/** The published versions that apply to an environment's customer, newest first. */
export async function listVersionsForCustomer(db: Queryable, tCode: string): Promise<UsageTermVersion[]> {
  const rows = await db.query<VersionRow>(
    `SELECT ${versionColumns} FROM usage_term_versions v
     WHERE v.version IS NOT NULL AND (cardinality(v.customer_codes) = 0 OR $1 = ANY (v.customer_codes))
     ORDER BY v.version DESC`,
    [tCode],
  );
  return rows.map(versionOf);
}

export async function findVersion(
  db: Queryable,
  id: string,
  lock = false,
): Promise<UsageTermVersion | undefined> {
  const [row] = await db.query<VersionRow>(
    `SELECT ${versionColumns} FROM usage_term_versions v WHERE v.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row && versionOf(row);
}

export async function acceptedAt(
  db: Queryable,
  userId: string,
  versionId: string,
): Promise<Date | undefined> {
  const [row] = await db.query<{ accepted_at: Date }>(
    'SELECT accepted_at FROM usage_term_acceptances WHERE user_id = $1 AND version_id = $2',
    [userId, versionId],
  );
  return row?.accepted_at;
}

/** Records the acceptance once: a second one keeps the first (when, from where). */
export async function insertAcceptance(
  db: Queryable,
  acceptance: { userId: string; versionId: string; ip: string; userAgent: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO usage_term_acceptances (user_id, version_id, ip, user_agent) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [acceptance.userId, acceptance.versionId, acceptance.ip, acceptance.userAgent],
  );
  return rows.length > 0;
}

interface AcceptanceRow {
  version_id: string;
  version: number;
  user_email: string;
  user_name: string;
  accepted_at: Date;
  ip: string;
  user_agent: string;
}

/**
 * Acceptances of the versions `versionIds` by the users of the environment (`onlyUserId`: that user's alone),
 * newest first.
 */
export async function listAcceptances(
  db: Queryable,
  environmentId: string,
  versionIds: readonly string[],
  onlyUserId: string | null,
): Promise<UsageTermAcceptance[]> {
  const rows = await db.query<AcceptanceRow>(
    `SELECT a.version_id, v.version, u.email AS user_email, u.full_name AS user_name, a.accepted_at, a.ip,
       a.user_agent
     FROM usage_term_acceptances a
     JOIN usage_term_versions v ON v.id = a.version_id
     JOIN users u ON u.id = a.user_id
     WHERE a.version_id = ANY ($2::uuid[])
       AND EXISTS (SELECT 1 FROM user_environments ue WHERE ue.user_id = a.user_id AND ue.environment_id = $1)
       AND ($3::uuid IS NULL OR a.user_id = $3::uuid)
     ORDER BY a.accepted_at DESC, u.email
     LIMIT 1000`,
    [environmentId, versionIds, onlyUserId],
  );
  return rows.map((row) => ({ ...row, accepted_at: row.accepted_at.toISOString() }));
}

interface AdminVersionRow extends VersionRow {
  acceptances: number;
  published_by: string | null;
}

export async function listAllVersions(db: Queryable): Promise<UsageTermAdminVersion[]> {
  const rows = await db.query<AdminVersionRow>(
    `SELECT ${versionColumns}, p.email AS published_by,
       (SELECT count(*)::int FROM usage_term_acceptances a WHERE a.version_id = v.id) AS acceptances
     FROM usage_term_versions v LEFT JOIN users p ON p.id = v.published_by
     ORDER BY v.version DESC NULLS FIRST, v.created_at DESC`,
  );
  return rows.map((row) => ({
    ...versionOf(row),
    acceptances: row.acceptances,
    published_by: row.published_by,
  }));
}

export async function insertDraft(
  db: Queryable,
  draft: { title: string; body: string; customerCodes: readonly string[]; userId: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO usage_term_versions (title, body, customer_codes, created_by) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [draft.title, draft.body, draft.customerCodes, draft.userId],
  );
  return row!.id;
}

export async function updateDraft(
  db: Queryable,
  id: string,
  draft: { title: string; body: string; customerCodes: readonly string[] },
): Promise<void> {
  await db.query(
    'UPDATE usage_term_versions SET title = $2, body = $3, customer_codes = $4 WHERE id = $1 AND version IS NULL',
    [id, draft.title, draft.body, draft.customerCodes],
  );
}

/** Numbers the draft as the next version; the table lock keeps two publishes from taking one number. */
export async function publishDraft(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query('LOCK TABLE usage_term_versions IN SHARE ROW EXCLUSIVE MODE');
  await db.query(
    `UPDATE usage_term_versions
     SET version = (SELECT coalesce(max(version), 0) + 1 FROM usage_term_versions), published_at = now(),
       published_by = $2
     WHERE id = $1 AND version IS NULL`,
    [id, userId],
  );
}
