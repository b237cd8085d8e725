// What every authenticated request needs about its sign-in (a refresh-token family), in one round trip.
import type { Queryable } from '../../db/database';
import { impersonationColumns, type ImpersonationRow } from '../impersonation/impersonations-repository';

export interface SessionState {
  /** The user who signed in (the family's); null when the family is gone. */
  userId: string | null;
  /** The expiry of its newest live refresh token: the sign-in lives until then. Null once it has ended. */
  activeUntil: Date | null;
  /** Its impersonation not yet ended (perhaps past its expiry: the caller ends it). */
  impersonation: ImpersonationRow | null;
}

export async function sessionStateOf(db: Queryable, sessionId: string): Promise<SessionState> {
  const rows = await db.query<{
    user_id: string | null;
    active_until: Date | null;
    impersonation: Record<string, string> | null;
  }>(
    `SELECT
       (SELECT user_id FROM refresh_tokens WHERE family_id = $1 LIMIT 1) AS user_id,
       (SELECT max(expires_at) FROM refresh_tokens
        WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now()) AS active_until,
       (SELECT row_to_json(i) FROM (SELECT ${impersonationColumns} FROM impersonations
                                    WHERE session_id = $1 AND ended_at IS NULL) i) AS impersonation`,
    [sessionId],
  );
  const row = rows[0];
  const raw = row?.impersonation ?? null;
  return {
    userId: row?.user_id ?? null,
    activeUntil: row?.active_until ?? null,
    // row_to_json gives timestamps as text.
    impersonation: raw
      ? {
          id: raw['id']!,
          session_id: raw['session_id']!,
          staff_user_id: raw['staff_user_id']!,
          target_user_id: raw['target_user_id']!,
          started_at: new Date(raw['started_at']!),
          expires_at: new Date(raw['expires_at']!),
        }
      : null,
  };
}

/** Whether the sign-in is live now. */
export const isSessionActive = (state: SessionState, now = Date.now()): boolean =>
  state.activeUntil !== null && state.activeUntil.getTime() > now;

/**
 * Whether the sign-in is live now and answers for `userId`: its own user, or the one it impersonates until
 * that impersonation ends (or passes its expiry). What an embed token it asked for needs to stay good.
 */
export function signInAnswersFor(state: SessionState, userId: string, now = Date.now()): boolean {
  if (!isSessionActive(state, now)) return false;
  if (state.userId === userId) return true;
  const { impersonation } = state;
  return (
    impersonation !== null &&
    impersonation.staff_user_id === state.userId &&
    impersonation.target_user_id === userId &&
    impersonation.expires_at.getTime() > now
  );
}
