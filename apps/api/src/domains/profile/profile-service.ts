// Perfil (/user): the signed-in user's own name, phone and language, and their password. Every write is
// retried safely (Idempotency-Key) and audited with what it changed.
import type { PasswordChangeBody, Profile, ProfilePatchBody, ProfileUpdateBody } from '@nuvem/api-contract';
import type { PasswordHashingConfig } from '../../config';
import type { Database } from '../../db/database';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { ApiError, unauthorized } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findPasswordHash, setPasswordHash } from '../me/users-repository';
import { revokeUserFamilies } from '../session/refresh-tokens-repository';
import type { Principal } from '../session/session-service';
import { findProfile, updateProfile } from './profile-repository';

const passwordIncorrect = () =>
  new ApiError(400, 'password_incorrect', 'The current password is not correct.');

export async function getProfile(db: Database, principal: Principal): Promise<Profile> {
  const profile = await findProfile(db, principal.userId);
  if (!profile) throw unauthorized();
  return profile;
}

export async function changeProfile(
  db: Database,
  principal: Principal,
  body: ProfilePatchBody,
  idempotencyKey: string,
): Promise<Profile> {
  // Only the fields sent change; a retry compares this same normalised body.
  const change: ProfilePatchBody = {
    ...(body.full_name !== undefined && { full_name: body.full_name.trim() }),
    ...(body.phone !== undefined && { phone: body.phone?.trim() || null }),
    ...(body.language !== undefined && { language: body.language }),
  };
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'profile.update', request: change },
      async () => {
        const before = await findProfile(tx, principal.userId);
        if (!before) throw unauthorized();
        const merged: ProfileUpdateBody = {
          full_name: change.full_name ?? before.full_name,
          phone: change.phone === undefined ? before.phone : change.phone,
          language: change.language ?? before.language,
        };
        const after = await updateProfile(tx, principal.userId, merged);
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'profile.update',
          subjectUserId: principal.userId,
          targetId: principal.userId,
          before: { full_name: before.full_name, phone: before.phone, language: before.language },
          after: { full_name: after.full_name, phone: after.phone, language: after.language },
        });
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}

/**
 * Changes the password after checking the current one; the user's other sign-ins end (this one stays). A retry
 * with the same key answers as the first did, without checking the old password again.
 */
export async function changePassword(
  db: Database,
  hashing: PasswordHashingConfig,
  principal: Principal,
  body: PasswordChangeBody,
  idempotencyKey: string,
): Promise<string[]> {
  const current = await findPasswordHash(db, principal.userId);
  // The hash is made before the transaction (it takes a while); a wrong current password is refused first.
  const replay = {
    userId: principal.userId,
    idempotencyKey,
    scope: 'password.change',
    request: principal.sessionId,
  };
  const passwordHash = await hashPassword(body.new_password, hashing);
  const ok = current ? await verifyPassword(current, body.current_password) : false;
  const answer = await db.transaction((tx) =>
    oncePerKey(tx, replay, async () => {
      if (!ok) throw passwordIncorrect();
      await setPasswordHash(tx, principal.userId, passwordHash);
      const ended = await revokeUserFamilies(tx, principal.userId, principal.sessionId);
      await insertAuditEvent(tx, {
        actorUserId: principal.userId,
        action: 'password.change',
        subjectUserId: principal.userId,
        targetId: principal.userId,
        details: { ended_sign_ins: ended.length },
      });
      return { status: 204, body: ended };
    }),
  );
  return answer.replayed ? [] : answer.body;
}
