// Termos de aceite (issue 32): the version a user must accept, accepting it (who, which version, when, from
// which IP and user agent; audited), an environment's versions with who accepted which, and the staff's drafts
// and publishing. Every write once per Idempotency-Key, in one transaction with its audit entry.
import {
  usageTermsAdminFeature,
  usageTermsFlag,
  type UsageTermAcceptance,
  type UsageTermAdminList,
  type UsageTermCurrent,
  type UsageTermDraftBody,
  type UsageTermsOfEnvironment,
  type UsageTermVersion,
} from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserById, userHoldsAny } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import {
  acceptedAt,
  findCurrentVersionFor,
  findVersion,
  insertAcceptance,
  insertDraft,
  listAcceptances,
  listAllVersions,
  listVersionsForCustomer,
  publishDraft,
  updateDraft,
} from './usage-terms-repository';

const versionNotFound = (id: string) =>
  new ApiError(404, 'usage_term_not_found', 'No such version of the terms.', [id]);
const alreadyPublished = (version: number) =>
  new ApiError(409, 'usage_term_published', 'This version is published and can no longer change.', [
    String(version),
  ]);

/** The current version for this user and when they accepted it (null: not yet, the portal asks). */
export async function currentTermsOf(db: Queryable, principal: Principal): Promise<UsageTermCurrent> {
  const version = await findCurrentVersionFor(db, principal.userId);
  if (!version) return { version: null, accepted_at: null };
  const at = await acceptedAt(db, principal.userId, version.id);
  return { version, accepted_at: at?.toISOString() ?? null };
}

export interface AcceptanceOrigin {
  ip: string;
  userAgent: string;
}

/** Accepts a published version that applies to the user; accepting it again keeps the first acceptance. */
export async function acceptTerms(
  db: Database,
  principal: Principal,
  versionId: string,
  origin: AcceptanceOrigin,
  idempotencyKey: string,
): Promise<{ current: UsageTermCurrent; created: boolean }> {
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'usage_term.accept', request: [versionId] },
      async () => {
        const current = await findCurrentVersionFor(tx, principal.userId);
        // Only the version the user is asked for (an older or foreign one tells nothing).
        if (current?.id !== versionId) throw versionNotFound(versionId);
        const created = await insertAcceptance(tx, { userId: principal.userId, versionId, ...origin });
        if (created)
          await insertAuditEvent(tx, {
            actorUserId: principal.impersonation?.staffUserId ?? principal.userId,
            action: 'usage_term.accept',
            subjectUserId: principal.userId,
            targetId: versionId,
            details: { version: current.version, ip: origin.ip, user_agent: origin.userAgent },
            after: { version: current.version, title: current.title },
          });
        return { status: created ? 201 : 200, body: await currentTermsOf(tx, principal) };
      },
    ),
  );
  return { current: answer.body, created: answer.status === 201 && !answer.replayed };
}

/**
 * The versions that apply to the environment's customer, and who accepted which: the user's own acceptances,
 * or every user's of the environment for an administrator (iam) or staff.
 */
export async function termsOfEnvironment(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<UsageTermsOfEnvironment> {
  await requireAnyOf(db, principal, [usageTermsFlag]);
  const environment = await environmentOf(db, principal, cloudId);
  const versions = await listVersionsForCustomer(db, environment.t_code);
  const user = await findUserById(db, principal.userId);
  const seesAll = user?.kind === 'staff' || (await userHoldsAny(db, principal.userId, ['iam']));
  const acceptances: UsageTermAcceptance[] = await listAcceptances(
    db,
    environment.id,
    versions.map((v) => v.id),
    seesAll ? null : principal.userId,
  );
  return { versions, acceptances };
}

export async function listTermVersions(db: Queryable, principal: Principal): Promise<UsageTermAdminList> {
  await requireAnyOf(db, principal, [usageTermsAdminFeature]);
  return { versions: await listAllVersions(db) };
}

const draftOf = (body: UsageTermDraftBody) => ({
  title: body.title.trim(),
  body: body.body.trim(),
  customerCodes: [...new Set(body.customer_codes ?? [])].sort(),
});

function blankRefusal(draft: { title: string; body: string }) {
  const blank = (['title', 'body'] as const).filter((field) => draft[field] === '');
  if (blank.length > 0)
    throw new ApiError(
      400,
      'validation_failed',
      'Title and text cannot be blank.',
      [],
      blank.map((field) => ({ in: 'body', path: `/${field}`, keyword: 'minLength' })),
    );
}

const audited = (v: UsageTermVersion) => ({
  version: v.version,
  title: v.title,
  customer_codes: v.customer_codes,
  body_length: v.body.length,
});

export async function createTermDraft(
  db: Database,
  principal: Principal,
  body: UsageTermDraftBody,
  idempotencyKey: string,
): Promise<{ version: UsageTermVersion; created: boolean }> {
  await requireAnyOf(db, principal, [usageTermsAdminFeature]);
  const draft = draftOf(body);
  blankRefusal(draft);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'usage_term.create', request: draft },
      async () => {
        const id = await insertDraft(tx, { ...draft, userId: principal.userId });
        const version = (await findVersion(tx, id))!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'usage_term.create',
          subjectUserId: null,
          targetId: id,
          before: null,
          after: audited(version),
        });
        return { status: 201, body: version };
      },
    ),
  );
  return { version: answer.body, created: !answer.replayed };
}

/** A draft's new text; a published version never changes (409 usage_term_published). */
export async function updateTermDraft(
  db: Database,
  principal: Principal,
  versionId: string,
  body: UsageTermDraftBody,
  idempotencyKey: string,
): Promise<UsageTermVersion> {
  await requireAnyOf(db, principal, [usageTermsAdminFeature]);
  const draft = draftOf(body);
  blankRefusal(draft);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'usage_term.update', request: [versionId, draft] },
      async () => {
        const before = await findVersion(tx, versionId, true);
        if (!before) throw versionNotFound(versionId);
        if (before.version !== null) throw alreadyPublished(before.version);
        await updateDraft(tx, versionId, draft);
        const after = (await findVersion(tx, versionId))!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'usage_term.update',
          subjectUserId: null,
          targetId: versionId,
          before: audited(before),
          after: audited(after),
        });
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}

/** Publishes a draft as the next version: every user it applies to is asked to accept it. */
export async function publishTermDraft(
  db: Database,
  principal: Principal,
  versionId: string,
  idempotencyKey: string,
): Promise<UsageTermVersion> {
  await requireAnyOf(db, principal, [usageTermsAdminFeature]);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'usage_term.publish', request: [versionId] },
      async () => {
        const before = await findVersion(tx, versionId, true);
        if (!before) throw versionNotFound(versionId);
        if (before.version !== null) throw alreadyPublished(before.version);
        await publishDraft(tx, versionId, principal.userId);
        const after = (await findVersion(tx, versionId))!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'usage_term.publish',
          subjectUserId: null,
          targetId: versionId,
          details: { version: after.version },
          before: audited(before),
          after: audited(after),
        });
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}
