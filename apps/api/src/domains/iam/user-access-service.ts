// Who holds which roles (issue 31): an environment's users and their roles there, set by its administrators
// or staff; access to an environment removed (the user's sign-ins end when it was their last); staff-scope
// roles set by staff. Every change passes the grant rules, runs in one transaction with the environment's
// grants locked (the last-administrator rule reads them), and is audited per role given or taken.
import type { IamEnvironmentUsers, IamRoleRef, IamUserRoles } from '@nuvem/api-contract';
import { IAM_STAFF_FEATURES } from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import type { EnvironmentRow } from '../environments/environments-repository';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { userNotFound } from '../impersonation/impersonation-service';
import { findUserById, type UserRow } from '../me/users-repository';
import { revokeUserFamilies } from '../session/refresh-tokens-repository';
import type { Principal } from '../session/session-service';
import {
  environmentGrantor,
  notHeldOf,
  refuseBeyondHeld,
  refuseLastAdministrator,
  refuseOwn,
  refuseWrongScope,
  staffGrantor,
  type Grantor,
} from './grant-rules';
import { findRoles, listRoles, type RoleRow } from './roles-repository';
import { roleNotFound } from './roles-service';
import {
  administratorsOf,
  changeRoles,
  environmentsHeldBy,
  hasAccessTo,
  linkEnvironment,
  listEnvironmentUsers,
  lockEnvironmentGrants,
  removeAccess,
  rolesOfUser,
} from './user-roles-repository';

export async function readEnvironmentUsers(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IamEnvironmentUsers> {
  const environment = await environmentOf(db, principal, cloudId);
  const grantor = await environmentGrantor(db, principal, environment.id);
  const roles = (await listRoles(db, 'customer')).map((role) => ({
    role_id: role.id,
    key: role.key,
    name: role.name,
    description: role.description,
    features: role.features,
    not_held: notHeldOf(grantor, role) ?? null,
  }));
  return { cloud_id: environment.cloud_id, users: await listEnvironmentUsers(db, environment.id), roles };
}

async function targetUser(tx: Queryable, userId: string): Promise<UserRow> {
  const user = await findUserById(tx, userId);
  if (!user) throw userNotFound();
  return user;
}

/** The roles asked for, each of them existing (404 iam_role_not_found naming the first that does not). */
export async function rolesAsked(tx: Queryable, roleIds: readonly string[]): Promise<RoleRow[]> {
  const found = await findRoles(tx, roleIds);
  const missing = roleIds.find((id) => !found.some((role) => role.id === id));
  if (missing) throw roleNotFound(missing);
  return found;
}

export interface RoleChange {
  tx: Queryable;
  grantor: Grantor;
  target: UserRow;
  environment: EnvironmentRow | null;
  held: readonly IamRoleRef[];
  wanted: readonly RoleRow[];
}

/** Gives and takes what differs between the roles held and wanted, under the rules; audited per role. */
export async function applyRoleChange({ tx, grantor, target, environment, held, wanted }: RoleChange) {
  const environmentId = environment?.id ?? null;
  const add = wanted.filter((role) => !held.some((h) => h.role_id === role.id));
  const removeIds = held.filter((h) => !wanted.some((role) => role.id === h.role_id)).map((h) => h.role_id);
  const remove = await findRoles(tx, removeIds);
  const adminsBefore = environment ? (await administratorsOf(tx, environment.id)).size : 0;
  await changeRoles(tx, {
    userId: target.id,
    environmentId,
    add: add.map((role) => role.id),
    remove: removeIds,
    grantedBy: grantor.user.id,
  });
  // Checked on the grants as they would be (a refusal rolls the change back with the transaction): the
  // environment's state first (409), then what the grantor may hand out (403).
  if (environment)
    refuseLastAdministrator(
      adminsBefore,
      (await administratorsOf(tx, environment.id)).size,
      environment.cloud_id,
    );
  refuseBeyondHeld(grantor, [...add, ...remove]);
  if (environment && add.length > 0) await linkEnvironment(tx, target.id, environment.id);
  const after = await rolesOfUser(tx, target.id, environmentId);
  const keys = (roles: readonly IamRoleRef[]) => ({
    cloud_id: environment?.cloud_id ?? null,
    roles: roles.map((role) => role.key).sort(),
  });
  for (const [action, roles] of [
    ['user_role.grant', add],
    ['user_role.revoke', remove],
  ] as const)
    for (const role of roles)
      await insertAuditEvent(tx, {
        actorUserId: grantor.user.id,
        action,
        subjectUserId: target.id,
        environmentId,
        targetId: role.id,
        details: { role: role.key },
        before: keys(held),
        after: keys(after),
      });
  return after;
}

/**
 * Sets the user's roles on the environment: the roles of role_ids from now on, the others taken away. An
 * administrator acts on users who hold the environment; staff may give a role to anyone (which opens the
 * environment to them).
 */
export async function setEnvironmentUserRoles(
  db: Database,
  principal: Principal,
  cloudId: string,
  userId: string,
  roleIds: readonly string[],
): Promise<IamUserRoles> {
  const environment = await environmentOf(db, principal, cloudId);
  const roles = await db.transaction(async (tx) => {
    await lockEnvironmentGrants(tx, environment.id);
    const grantor = await environmentGrantor(tx, principal, environment.id);
    refuseOwn(grantor, userId);
    const target = await targetUser(tx, userId);
    if (!grantor.staff && !(await hasAccessTo(tx, target.id, environment.id))) throw userNotFound();
    const wanted = await rolesAsked(tx, roleIds);
    refuseWrongScope(wanted, 'environment', target);
    const held = await rolesOfUser(tx, target.id, environment.id);
    return applyRoleChange({ tx, grantor, target, environment, held, wanted });
  });
  return { user_id: userId, roles };
}

/**
 * Removes the user's access to the environment (their roles there, and their hold of it). When it was their
 * last environment (and they hold no global role), their sign-ins end at once (`signInsEnded` is told which). Nothing to remove answers the
 * same (a retry), an unknown user 404.
 */
export async function removeEnvironmentUser(
  db: Database,
  principal: Principal,
  cloudId: string,
  userId: string,
  signInsEnded: (sessionIds: readonly string[]) => void,
): Promise<void> {
  const environment = await environmentOf(db, principal, cloudId);
  const ended = await db.transaction(async (tx) => {
    await lockEnvironmentGrants(tx, environment.id);
    const grantor = await environmentGrantor(tx, principal, environment.id);
    refuseOwn(grantor, userId);
    const target = await targetUser(tx, userId);
    if (!(await hasAccessTo(tx, target.id, environment.id))) return [];
    const held = await rolesOfUser(tx, target.id, environment.id);
    await applyRoleChange({ tx, grantor, target, environment, held, wanted: [] });
    await removeAccess(tx, target.id, environment.id);
    await insertAuditEvent(tx, {
      actorUserId: grantor.user.id,
      action: 'user_access.remove',
      subjectUserId: target.id,
      environmentId: environment.id,
      before: { cloud_id: environment.cloud_id, roles: held.map((role) => role.key).sort() },
      after: null,
    });
    // No environment left (and no global role, as staff have): nothing to sign in for.
    const left = (await environmentsHeldBy(tx, target.id)) + (await rolesOfUser(tx, target.id, null)).length;
    return left === 0 ? revokeUserFamilies(tx, target.id, null) : [];
  });
  if (ended.length > 0) signInsEnded(ended);
}

/** Sets a staff user's staff-scope roles (staff with list_user_roles). */
export async function setUserRoles(
  db: Database,
  principal: Principal,
  userId: string,
  roleIds: readonly string[],
): Promise<IamUserRoles> {
  const roles = await db.transaction(async (tx) => {
    await lockEnvironmentGrants(tx, null);
    const grantor = await staffGrantor(tx, principal, IAM_STAFF_FEATURES.users);
    refuseOwn(grantor, userId);
    const target = await targetUser(tx, userId);
    const wanted = await rolesAsked(tx, roleIds);
    refuseWrongScope(wanted, 'global', target);
    const held = await rolesOfUser(tx, target.id, null);
    return applyRoleChange({ tx, grantor, target, environment: null, held, wanted });
  });
  return { user_id: userId, roles };
}
