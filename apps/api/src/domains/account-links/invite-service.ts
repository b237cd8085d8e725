// Invitations (issue 31, 'Gestão de usuários'): the user-management screen calls createInvite. The invited
// user is created without a password ('invited'); the mail's link (72 h, once) sets it and makes them active.
// Which environments and roles they get is the caller's business, in the same transaction if it likes.
import { randomUUID } from 'node:crypto';
import type { ProfileLanguage, UserKind } from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../me/users-repository';
import { createAccountLink } from './account-link-service';
import { expireAccountLinks } from './account-links-repository';

export interface InviteRequest {
  email: string;
  fullName: string;
  /** The administrator inviting: named in the mail, the actor of the audit entry. */
  invitedBy: string;
  kind?: UserKind;
  language?: ProfileLanguage;
  /** Where the link leads (config.portalUrl). */
  portalUrl: string;
}

export const userAlreadyExists = (email: string) =>
  new ApiError(409, 'user_already_exists', `A user with the e-mail ${email} already exists.`, [email]);

/**
 * In the caller's transaction: creates the invited user and their link, audited (user.invite), and answers the
 * mail to send once the transaction is committed. An e-mail that already has an account is refused (409
 * user_already_exists).
 */
export async function inviteUserIn(
  tx: Queryable,
  request: InviteRequest,
): Promise<{ userId: string; mail: MailMessage }> {
  const email = request.email.trim();
  if (await findUserByEmail(tx, email)) throw userAlreadyExists(email);
  const inviter = await findUserById(tx, request.invitedBy);
  if (!inviter) throw new Error('the inviting user does not exist');
  const id = await insertUser(tx, {
    email,
    fullName: request.fullName.trim(),
    phone: null,
    passwordHash: null,
    kind: request.kind ?? 'customer',
    revHome: false,
    streamChannel: `user-${randomUUID()}`,
    state: 'invited',
    language: request.language ?? inviter.language,
  });
  const user = await findUserById(tx, id);
  if (!user) throw new Error('the invited user was not created');
  await insertAuditEvent(tx, {
    actorUserId: inviter.id,
    action: 'user.invite',
    subjectUserId: id,
    targetId: id,
    before: null,
    after: { email: user.email, full_name: user.full_name, kind: user.kind, state: user.state },
  });
  const mail = await createAccountLink(tx, {
    purpose: 'invite',
    user,
    createdBy: inviter.id,
    inviter: inviter.full_name,
    portalUrl: request.portalUrl,
  });
  return { userId: id, mail };
}

/** Creates the invited user and their link (inviteUserIn), then mails the link. */
export async function createInvite(
  db: Database,
  mailer: Mailer,
  request: InviteRequest,
): Promise<{ userId: string }> {
  const { userId, mail } = await db.transaction((tx) => inviteUserIn(tx, request));
  await mailer.send(mail);
  return { userId };
}

/**
 * In the caller's transaction: a new invitation link for a user who has not set a password yet (the earlier
 * links stop working), audited (user.invite); answers the mail to send after the commit.
 */
export async function reinviteUserIn(
  tx: Queryable,
  request: { user: UserRow; invitedBy: string; portalUrl: string },
): Promise<MailMessage> {
  const inviter = await findUserById(tx, request.invitedBy);
  if (!inviter) throw new Error('the inviting user does not exist');
  await expireAccountLinks(tx, request.user.id, 'invite');
  await insertAuditEvent(tx, {
    actorUserId: inviter.id,
    action: 'user.invite',
    subjectUserId: request.user.id,
    targetId: request.user.id,
    details: { again: true },
    before: null,
    after: { email: request.user.email, state: request.user.state },
  });
  return createAccountLink(tx, {
    purpose: 'invite',
    user: request.user,
    createdBy: inviter.id,
    inviter: inviter.full_name,
    portalUrl: request.portalUrl,
  });
}
