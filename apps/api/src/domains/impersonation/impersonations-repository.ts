import type { Queryable } from '../../db/database';
import { environmentVisibleToUser } from '../environments/environments-repository';

export interface ImpersonationRow {
  id: string;
  session_id: string;
  staff_user_id: string;
  target_user_id: string;
  started_at: Date;
  expires_at: Date;
}

export type ImpersonationEndReason = 'stop' | 'logout' | 'expired';

/** The columns of ImpersonationRow. */
export const impersonationColumns = 'id, session_id, staff_user_id, target_user_id, started_at, expires_at';

/**
 * Starts one, lasting `lastsMs` from the database's own start time (so expires_at − started_at is exactly the
 * duration); undefined when the sign-in already has a live impersonation.
 */
export async function insertImpersonation(
  db: Queryable,
  impersonation: { sessionId: string; staffUserId: string; targetUserId: string; lastsMs: number },
): Promise<ImpersonationRow | undefined> {
  const rows = await db.query<ImpersonationRow>(
    `INSERT INTO impersonations (session_id, staff_user_id, target_user_id, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
     ON CONFLICT (session_id) WHERE ended_at IS NULL DO NOTHING
     RETURNING ${impersonationColumns}`,
    [impersonation.sessionId, impersonation.staffUserId, impersonation.targetUserId, impersonation.lastsMs],
  );
  return rows[0];
}

/** Ends the sign-in's live impersonation, if any, and returns it (none when another request ended it first). */
export async function endSessionImpersonation(
  db: Queryable,
  sessionId: string,
  reason: ImpersonationEndReason,
): Promise<ImpersonationRow | undefined> {
  const rows = await db.query<ImpersonationRow>(
    `UPDATE impersonations SET ended_at = now(), end_reason = $2
     WHERE session_id = $1 AND ended_at IS NULL
     RETURNING ${impersonationColumns}`,
    [sessionId, reason],
  );
  return rows[0];
}

export interface ImpersonationTargetRow {
  id: string;
  full_name: string;
  email: string;
  /** Holds impersonate_users: staff who may impersonate are never impersonated. */
  impersonator: boolean;
}

/**
 * SQL condition: the user `u` holds an environment that the staff member whose id is $1 may see
 * (environmentVisibleToUser): the people staff may look after.
 */
const holdsEnvironmentVisibleToStaff = `EXISTS (
  SELECT 1 FROM user_environments held JOIN customer_environments e ON e.id = held.environment_id
  WHERE held.user_id = u.id AND ${environmentVisibleToUser})`;

/** The user if they hold an environment the staff member may see; otherwise undefined, whether or not they exist. */
export async function findImpersonationTarget(
  db: Queryable,
  staffUserId: string,
  targetUserId: string,
  impersonatorFeature: string,
): Promise<ImpersonationTargetRow | undefined> {
  const rows = await db.query<ImpersonationTargetRow>(
    `SELECT u.id, u.full_name, u.email,
       EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = u.id AND f.feature = $3) AS impersonator
     FROM users u
     WHERE u.id = $2 AND ${holdsEnvironmentVisibleToStaff}`,
    [staffUserId, targetUserId, impersonatorFeature],
  );
  return rows[0];
}

const likePattern = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users the staff member may impersonate whose name or e-mail contains `query` (case-insensitive): not
 * themselves, no holder of the impersonation permission, only people holding an environment the staff
 * member may see. Those whose name or e-mail starts with the query come first.
 */
export function searchImpersonationCandidates(
  db: Queryable,
  staffUserId: string,
  query: string,
  impersonatorFeature: string,
  limit: number,
): Promise<{ id: string; fullName: string; email: string }[]> {
  const pattern = likePattern(query);
  return db.query(
    `SELECT u.id, u.full_name AS "fullName", u.email
     FROM users u
     WHERE u.id <> $1
       AND (lower(u.full_name) LIKE '%' || $2 || '%' OR lower(u.email) LIKE '%' || $2 || '%')
       AND NOT EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = u.id AND f.feature = $3)
       AND ${holdsEnvironmentVisibleToStaff}
     ORDER BY (lower(u.full_name) LIKE $2 || '%' OR lower(u.email) LIKE $2 || '%') DESC, u.full_name, u.email
     LIMIT $4`,
    [staffUserId, pattern, impersonatorFeature, limit],
  );
}

/** Whether the user is provider staff holding the permission. */
export async function isStaffWithFeature(db: Queryable, userId: string, feature: string): Promise<boolean> {
  const rows = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users u JOIN user_features f ON f.user_id = u.id
                    WHERE u.id = $1 AND u.kind = 'staff' AND f.feature = $2) AS held`,
    [userId, feature],
  );
  return rows[0]?.held === true;
}
