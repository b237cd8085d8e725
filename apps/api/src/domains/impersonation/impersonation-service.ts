// Impersonate users (portal spec §2.7). A staff member holding impersonate_users starts an impersonation of
// a user who holds an environment they may see; from then on every request of that sign-in answers as that
// user (authenticate puts the user's id in the principal), read-only (impersonation-guard.ts), until the
// staff member stops it, signs out, or maxImpersonationMinutes pass. Every start and end is audited.
import {
  impersonateUsersFeature,
  maxImpersonationCandidates,
  maxImpersonationMinutes,
  type Impersonation,
  type ImpersonationCandidate,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import {
  endSessionImpersonation,
  findImpersonationTarget,
  insertImpersonation,
  isStaffWithFeature,
  searchImpersonationCandidates,
  type ImpersonationEndReason,
  type ImpersonationRow,
} from './impersonations-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';

export const userNotFound = () => new ApiError(404, 'user_not_found', 'No such user for this staff member.');
export const impersonationNotAllowed = () =>
  new ApiError(403, 'impersonation_not_allowed', 'This user cannot be impersonated.');
export const impersonationReadOnly = () =>
  new ApiError(
    403,
    'impersonation_read_only',
    'This sign-in is impersonating a user: read-only. End the impersonation to make changes.',
  );

/** Who really asks: the staff member while they impersonate, otherwise the signed-in user. */
export const actorOf = (principal: Principal): string =>
  principal.impersonation?.staffUserId ?? principal.userId;

async function requireImpersonator(db: Queryable, principal: Principal): Promise<string> {
  const actor = actorOf(principal);
  if (!(await isStaffWithFeature(db, actor, impersonateUsersFeature)))
    throw new ApiError(403, 'forbidden', `This needs the ${impersonateUsersFeature} permission.`, [
      impersonateUsersFeature,
    ]);
  return actor;
}

export async function impersonationCandidates(
  db: Queryable,
  principal: Principal,
  query: string,
): Promise<{ users: ImpersonationCandidate[] }> {
  const actor = await requireImpersonator(db, principal);
  const users = await searchImpersonationCandidates(
    db,
    actor,
    query.trim(),
    impersonateUsersFeature,
    maxImpersonationCandidates,
  );
  return { users };
}

export async function startImpersonation(
  db: Database,
  principal: Principal,
  targetUserId: string,
): Promise<Impersonation> {
  const actor = await requireImpersonator(db, principal);
  // Already impersonating: the read-only guard refuses this POST before it gets here; a race lands below.
  const target = await findImpersonationTarget(db, actor, targetUserId, impersonateUsersFeature);
  if (!target) throw userNotFound();
  if (target.id === actor || target.impersonator) throw impersonationNotAllowed();
  const started = await db.transaction(async (tx) => {
    const row = await insertImpersonation(tx, {
      sessionId: principal.sessionId,
      staffUserId: actor,
      targetUserId: target.id,
      lastsMs: maxImpersonationMinutes * 60_000,
    });
    if (row)
      await insertAuditEvent(tx, {
        actorUserId: actor,
        action: 'impersonation.start',
        subjectUserId: target.id,
        details: { impersonation_id: row.id, expires_at: row.expires_at.toISOString() },
      });
    return row;
  });
  if (!started) throw impersonationReadOnly();
  return describe(db, started);
}

/** Ends the sign-in's impersonation (if it has one) and audits why. Safe to call twice. */
export async function endImpersonation(
  db: Database,
  sessionId: string,
  reason: ImpersonationEndReason,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await endSessionImpersonation(tx, sessionId, reason);
    if (ended)
      await insertAuditEvent(tx, {
        actorUserId: ended.staff_user_id,
        action: 'impersonation.stop',
        subjectUserId: ended.target_user_id,
        details: { impersonation_id: ended.id, reason },
      });
  });
}

/** The `impersonation` field of GET /me. */
export async function describe(db: Queryable, row: ImpersonationRow): Promise<Impersonation> {
  const [staff, user] = await Promise.all([
    findUserById(db, row.staff_user_id),
    findUserById(db, row.target_user_id),
  ]);
  const person = (u: typeof staff) => ({ fullName: u?.full_name ?? '', email: u?.email ?? '' });
  return {
    staff: person(staff),
    user: person(user),
    started_at: row.started_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}
