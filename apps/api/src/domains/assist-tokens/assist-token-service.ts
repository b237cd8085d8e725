// Support assist tokens (portal spec §1 "token generation for support", §2.7): a user generates one for an
// environment they may see and reads it to support; support staff holding verify_assist_token learn whom and
// which environment it is for. One live token per user, assistTokenTtlMinutes long; both steps are audited.
import {
  assistTokenTtlMinutes,
  verifyAssistTokenFeature,
  type AssistToken,
  type AssistTokenVerification,
} from '@nuvem/api-contract';
import { canonicalAssistToken, hashAssistToken, newAssistToken } from '../../auth/assist-token';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { findLiveAssistToken, insertAssistToken, revokeAssistTokensOf } from './assist-tokens-repository';
import { insertAuditEvent } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';

const assistTokenNotFound = () =>
  new ApiError(404, 'assist_token_not_found', 'No live assist token matches.');

export async function generateAssistToken(
  db: Database,
  principal: Principal,
  cloudId: string,
): Promise<AssistToken> {
  const environment = await environmentOf(db, principal, cloudId);
  const token = newAssistToken();
  const expiresAt = new Date(Date.now() + assistTokenTtlMinutes * 60_000);
  await db.transaction(async (tx) => {
    await revokeAssistTokensOf(tx, principal.userId);
    await insertAssistToken(tx, {
      userId: principal.userId,
      environmentId: environment.id,
      tokenHash: hashAssistToken(canonicalAssistToken(token)!),
      expiresAt,
    });
    await insertAuditEvent(tx, {
      actorUserId: principal.userId,
      action: 'assist_token.generate',
      subjectUserId: principal.userId,
      environmentId: environment.id,
      details: { expires_at: expiresAt.toISOString() },
    });
  });
  return { token, expires_at: expiresAt.toISOString() };
}

export async function verifyAssistToken(
  db: Database,
  principal: Principal,
  typed: string,
): Promise<AssistTokenVerification> {
  await requireFeature(db, principal, verifyAssistTokenFeature);
  const canonical = canonicalAssistToken(typed);
  const found = canonical ? await findLiveAssistToken(db, hashAssistToken(canonical)) : undefined;
  await insertAuditEvent(db, {
    actorUserId: principal.userId,
    action: 'assist_token.verify',
    subjectUserId: found?.user_id ?? null,
    environmentId: found?.environment_id ?? null,
    details: { found: found !== undefined },
  });
  if (!found) throw assistTokenNotFound();
  return {
    user: { fullName: found.full_name, email: found.email },
    environment: { cloud_id: found.cloud_id, t_code: found.t_code, corporate_name: found.corporate_name },
    created_at: found.created_at.toISOString(),
    expires_at: found.expires_at.toISOString(),
  };
}
