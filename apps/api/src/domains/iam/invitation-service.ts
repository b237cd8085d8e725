// Inviting someone to an environment (Gestão de usuários, issue 31): a new account gets an invitation mail whose
// link sets its password (72 h, once); a person who already has an account gets the roles at once. Either way
// the grant rules hold (only roles the administrator may give there), in one transaction with the grants, once
// per Idempotency-Key; the mail leaves after the commit, and a retry sends none.
import type { IamInviteAnswer, IamInviteBody } from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { inviteUserIn, reinviteUserIn } from '../account-links/invite-service';
import { userNotFound } from '../impersonation/impersonation-service';
import { findUserByEmail, findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import { environmentGrantor, refuseOwn, refuseWrongScope } from './grant-rules';
import { applyRoleChange, rolesAsked } from './user-access-service';
import { hasAccessTo, lockEnvironmentGrants, rolesOfUser } from './user-roles-repository';

interface InvitationContext {
  db: Database;
  mailer: Mailer;
  portalUrl: string;
  principal: Principal;
  cloudId: string;
  idempotencyKey: string;
}

/** 201: a new account invited; 200: a known person given the roles, or a retry's first answer. */
export async function inviteEnvironmentUser(
  { db, mailer, portalUrl, principal, cloudId, idempotencyKey }: InvitationContext,
  body: IamInviteBody,
): Promise<{ status: 200 | 201; body: IamInviteAnswer }> {
  const environment = await environmentOf(db, principal, cloudId);
  let mail: MailMessage | undefined;
  const answer = await db.transaction(async (tx) => {
    await lockEnvironmentGrants(tx, environment.id);
    const grantor = await environmentGrantor(tx, principal, environment.id);
    const request = { cloudId: environment.cloud_id, ...body, email: body.email.trim().toLowerCase() };
    return oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'iam.invite', request },
      async () => {
        const wanted = await rolesAsked(tx, body.role_ids);
        const known = await findUserByEmail(tx, request.email);
        refuseWrongScope(wanted, 'environment', known ?? { kind: 'customer' });
        if (known) refuseOwn(grantor, known.id);
        const invited = known
          ? undefined
          : await inviteUserIn(tx, {
              email: request.email,
              fullName: body.full_name,
              invitedBy: grantor.user.id,
              portalUrl,
            });
        const target = known ?? (await findUserById(tx, invited!.userId))!;
        const held = known ? await rolesOfUser(tx, target.id, environment.id) : [];
        // A known person keeps what they hold there, and gains what is asked.
        const kept = (
          await rolesAsked(
            tx,
            held.map((role) => role.role_id),
          )
        ).filter((role) => !wanted.some((w) => w.id === role.id));
        const roles = await applyRoleChange({
          tx,
          grantor,
          target,
          environment,
          held,
          wanted: [...kept, ...wanted],
        });
        mail = invited?.mail;
        return {
          status: invited ? 201 : 200,
          body: { user_id: target.id, invited: invited !== undefined, roles },
        };
      },
    );
  });
  if (mail && !answer.replayed) await mailer.send(mail);
  return { status: !answer.replayed && answer.status === 201 ? 201 : 200, body: answer.body };
}

const notInvited = () =>
  new ApiError(
    409,
    'user_not_invited',
    'This user has already set a password: there is no invitation to send.',
  );

/** A new invitation link for a person of the environment who has not set a password yet; the old link stops working. */
export async function resendInvitation(
  { db, mailer, portalUrl, principal, cloudId, idempotencyKey }: InvitationContext,
  userId: string,
): Promise<void> {
  const environment = await environmentOf(db, principal, cloudId);
  let mail: MailMessage | undefined;
  const answer = await db.transaction(async (tx) => {
    const grantor = await environmentGrantor(tx, principal, environment.id);
    return oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'iam.reinvite', request: { cloudId, userId } },
      async () => {
        const user = await findUserById(tx, userId);
        if (!user || !(await hasAccessTo(tx, user.id, environment.id))) throw userNotFound();
        refuseOwn(grantor, user.id);
        if (user.state !== 'invited') throw notInvited();
        mail = await reinviteUserIn(tx, { user, invitedBy: grantor.user.id, portalUrl });
        return { status: 204, body: null };
      },
    );
  });
  if (mail && !answer.replayed) await mailer.send(mail);
}
