// The user's sign-ins (Perfil › Sessões): listed with where each came from, ended one by one or all but the
// one asking. Each ending is audited (sign_in.end); the ended sign-ins' tokens stop working at once, on every
// API instance (their revocation is announced by the database, migration 0016).
import type { SignInList } from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { listUserSignIns, revokeUserFamilies, revokeUserFamily } from '../session/refresh-tokens-repository';
import type { Principal } from '../session/session-service';

const signInNotFound = (id: string) =>
  new ApiError(404, 'sign_in_not_found', `No live sign-in ${id} of this user.`, [id]);

export async function signInsOf(db: Database, principal: Principal): Promise<SignInList> {
  const rows = await listUserSignIns(db, principal.userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      user_agent: row.user_agent,
      ip: row.ip,
      started_at: row.started_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      current: row.id === principal.sessionId,
    })),
  };
}

/** Ends one of the user's sign-ins (their own current one too: that is signing out). 404 when not theirs. */
export async function endSignIn(db: Database, principal: Principal, signInId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await revokeUserFamily(tx, principal.userId, signInId))) throw signInNotFound(signInId);
    await insertAuditEvent(tx, {
      actorUserId: principal.userId,
      action: 'sign_in.end',
      subjectUserId: principal.userId,
      targetId: signInId,
      details: { which: signInId === principal.sessionId ? 'current' : 'one' },
    });
  });
}

/** Ends every sign-in of the user but this one; answers the ones ended. */
export async function endOtherSignIns(db: Database, principal: Principal): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await revokeUserFamilies(tx, principal.userId, principal.sessionId);
    if (ended.length > 0)
      await insertAuditEvent(tx, {
        actorUserId: principal.userId,
        action: 'sign_in.end',
        subjectUserId: principal.userId,
        details: { which: 'others', ended: ended.length },
      });
    return ended;
  });
}
