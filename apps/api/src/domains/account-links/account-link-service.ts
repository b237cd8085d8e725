// One-time links that set a password (portal spec §5.5): made and mailed here (a password reset, an
// invitation), spent once by POST /password-recovery/password.
import {
  accountLinkTtlSeconds,
  setPasswordPagePath,
  type AccountLinkPurpose,
  type PasswordSet,
  type ProfileLanguage,
} from '@nuvem/api-contract';
import type { PasswordHashingConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { hashPassword } from '../../auth/passwords';
import { ApiError } from '../../errors';
import { accountLinkMail } from '../../mail/account-link-mails';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserById, setPasswordHash } from '../me/users-repository';
import { revokeUserFamilies } from '../session/refresh-tokens-repository';
import { hashAccountLinkToken, newAccountLinkToken } from './account-link-tokens';
import { accountLinkRefusal, consumeAccountLink, insertAccountLink } from './account-links-repository';

export const accountLinkInvalid = () => new ApiError(400, 'account_link_invalid', 'This link is not valid.');
const accountLinkUsed = () => new ApiError(400, 'account_link_used', 'This link was already used.');
const accountLinkExpired = () => new ApiError(400, 'account_link_expired', 'This link has expired.');

/** The portal address a link opens: the token in the fragment, never sent to a server by the browser. */
export function accountLinkUrl(portalUrl: string, token: string): string {
  return `${new URL(setPasswordPagePath, portalUrl).href}#token=${token}`;
}

export interface AccountLinkRequest {
  purpose: AccountLinkPurpose;
  user: { id: string; email: string; full_name: string; language: ProfileLanguage };
  createdBy: string | null;
  inviter?: string;
  portalUrl: string;
}

/**
 * Stores a new link (its hash) in `db` and answers the mail that carries it; the caller sends it once the
 * transaction is committed.
 */
export async function createAccountLink(db: Queryable, request: AccountLinkRequest) {
  const token = newAccountLinkToken();
  await insertAccountLink(db, {
    purpose: request.purpose,
    userId: request.user.id,
    tokenHash: hashAccountLinkToken(token),
    createdBy: request.createdBy,
    expiresAt: new Date(Date.now() + accountLinkTtlSeconds[request.purpose] * 1000),
  });
  return accountLinkMail({
    purpose: request.purpose,
    language: request.user.language,
    to: request.user.email,
    name: request.user.full_name,
    link: accountLinkUrl(request.portalUrl, token),
    inviter: request.inviter,
  });
}

export interface SetPasswordResult extends PasswordSet {
  /** The sign-ins the new password ended. */
  endedSignIns: string[];
}

/**
 * Spends the link and sets its user's password, in one transaction: the link works once (a second use, or one
 * past its time, is refused with its reason), an invited user becomes active, every sign-in of the user ends,
 * and the change is audited (password.reset).
 */
export async function setPasswordWithLink(
  db: Database,
  hashing: PasswordHashingConfig,
  token: string,
  password: string,
): Promise<SetPasswordResult> {
  const tokenHash = hashAccountLinkToken(token);
  const passwordHash = await hashPassword(password, hashing);
  const outcome = await db.transaction(async (tx) => {
    const link = await consumeAccountLink(tx, tokenHash);
    if (!link) return undefined;
    const user = await findUserById(tx, link.user_id);
    if (!user) return undefined;
    await setPasswordHash(tx, user.id, passwordHash);
    const endedSignIns = await revokeUserFamilies(tx, user.id, null);
    await insertAuditEvent(tx, {
      actorUserId: user.id,
      action: 'password.reset',
      subjectUserId: user.id,
      details: { link: link.purpose, ended_sign_ins: endedSignIns.length },
    });
    return { email: user.email, endedSignIns };
  });
  if (outcome) return outcome;
  const refusal = await accountLinkRefusal(db, tokenHash);
  if (refusal === 'used') throw accountLinkUsed();
  if (refusal === 'expired') throw accountLinkExpired();
  throw accountLinkInvalid();
}
