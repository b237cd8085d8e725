// No escalation (issue 31 "Access"): the one place that decides who may give, take, create or change roles.
// Every IAM write route asks here before it writes.
// - A customer administrator holds iam on the environment (a role with iam given on it). They give and take
//   only customer-scope roles, there only, and only roles whose every feature and flag they hold there.
// - Staff (users.kind 'staff') with list_user_roles give and take any role to anyone, staff-scope roles to
//   staff only, and only roles whose every feature and flag they hold; with list_roles they create, change and
//   delete roles, a role gaining only what they hold; built-in roles are never deleted.
// - Nobody changes their own roles, and nobody takes an environment's last administrator away.
import {
  customerGrantable,
  ENVIRONMENT_ADMIN_FEATURE,
  IAM_FEATURES,
  IAM_STAFF_FEATURES,
  type IamRoleScope,
} from '@nuvem/api-contract';
import { forbiddenWithout } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findUserById, type UserRow } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import type { RoleRow } from './roles-repository';
import { administratorsOf, heldNamesOf, type HeldNames } from './user-roles-repository';

/** Who acts, and what they may hand out where they act. */
export interface Grantor {
  user: UserRow;
  /** Staff acting with list_user_roles (or list_roles), rather than as an environment's administrator. */
  staff: boolean;
  held: HeldNames;
}

const staffHolding = async (db: Queryable, user: UserRow, feature: string) => {
  if (user.kind !== 'staff') return undefined;
  const held = await heldNamesOf(db, user.id, null);
  return held.features.has(feature) ? held : undefined;
};

async function actingUser(db: Queryable, principal: Principal): Promise<UserRow> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw forbiddenWithout([ENVIRONMENT_ADMIN_FEATURE]);
  return user;
}

/**
 * Who may manage the roles of an environment's users: staff with list_user_roles, or an administrator of the
 * environment; 403 forbidden naming iam otherwise.
 */
export async function environmentGrantor(
  db: Queryable,
  principal: Principal,
  environmentId: string,
): Promise<Grantor> {
  const user = await actingUser(db, principal);
  const staffHeld = await staffHolding(db, user, IAM_STAFF_FEATURES.users);
  if (staffHeld) return { user, staff: true, held: staffHeld };
  if (!(await administratorsOf(db, environmentId)).has(user.id))
    throw forbiddenWithout([ENVIRONMENT_ADMIN_FEATURE]);
  return { user, staff: false, held: await heldNamesOf(db, user.id, environmentId) };
}

/** Staff holding `feature` (list_user_roles, list_roles, list_features); 403 forbidden naming it otherwise. */
export async function staffGrantor(
  db: Queryable,
  principal: Principal,
  feature: (typeof IAM_STAFF_FEATURES)[keyof typeof IAM_STAFF_FEATURES],
): Promise<Grantor> {
  const user = await actingUser(db, principal);
  const held = await staffHolding(db, user, feature);
  if (!held) throw forbiddenWithout([feature]);
  return { user, staff: true, held };
}

/** 403 iam_own_roles: nobody changes their own roles or access. */
export function refuseOwn(grantor: Grantor, targetUserId: string): void {
  if (grantor.user.id === targetUserId)
    throw new ApiError(403, 'iam_own_roles', 'Nobody changes their own roles; ask another administrator.');
}

/** The first feature or flag of the role the grantor does not hold (they may not give or take it), if any. */
export const notHeldOf = (grantor: Grantor, role: Pick<RoleRow, 'features' | 'flags'>) =>
  firstNotHeld(grantor.held, role.features, role.flags);

/** The first of these names the grantor does not hold, if any. */
function firstNotHeld(held: HeldNames, features: readonly string[], flags: readonly string[]) {
  return features.find((f) => !held.features.has(f)) ?? flags.find((f) => !held.flags.has(f));
}

const exceedsOwn = (name: string) =>
  new ApiError(403, 'iam_grant_exceeds_own', `Only what you hold can be granted; you do not hold ${name}.`, [
    name,
  ]);

/** 403 iam_grant_exceeds_own unless the grantor holds every feature and flag of each role given or taken. */
export function refuseBeyondHeld(grantor: Grantor, roles: readonly RoleRow[]): void {
  for (const role of roles) {
    const missing = notHeldOf(grantor, role);
    if (missing) throw exceedsOwn(missing);
  }
}

/**
 * 400 iam_role_scope_mismatch unless each role fits where it is given: customer-scope roles on an environment,
 * staff-scope roles globally and to staff only. Customer administrators never see staff roles.
 */
export function refuseWrongScope(
  roles: readonly RoleRow[],
  where: 'environment' | 'global',
  target: Pick<UserRow, 'kind'>,
): void {
  for (const role of roles) {
    const fits =
      where === 'environment' ? role.scope === 'customer' : role.scope === 'staff' && target.kind === 'staff';
    if (!fits)
      throw new ApiError(400, 'iam_role_scope_mismatch', `Role ${role.key} cannot be given here.`, [
        role.key,
      ]);
  }
}

/** 409 iam_last_administrator when the environment had an administrator and would have none. */
export function refuseLastAdministrator(before: number, after: number, cloudId: string): void {
  if (before > 0 && after === 0)
    throw new ApiError(
      409,
      'iam_last_administrator',
      `Environment ${cloudId} would be left without an administrator.`,
      [cloudId],
    );
}

/**
 * What a role may hold: names of the catalogue (400 iam_unknown_feature), no staff-only feature in a customer
 * role (400 iam_feature_staff_only), and, of what it gains, only what the editor holds (403
 * iam_grant_exceeds_own).
 */
export function refuseRoleContent(
  grantor: Grantor,
  role: { scope: IamRoleScope; features: readonly string[]; flags: readonly string[] },
  gained: { features: readonly string[]; flags: readonly string[] },
  knownFlags: ReadonlySet<string>,
): void {
  const unknown =
    role.features.find((f) => !IAM_FEATURES.includes(f)) ?? role.flags.find((f) => !knownFlags.has(f));
  if (unknown) throw new ApiError(400, 'iam_unknown_feature', `No feature or flag ${unknown}.`, [unknown]);
  const staffOnly = role.scope === 'customer' ? role.features.find((f) => !customerGrantable(f)) : undefined;
  if (staffOnly)
    throw new ApiError(400, 'iam_feature_staff_only', `${staffOnly} is for provider staff only.`, [
      staffOnly,
    ]);
  const missing = firstNotHeld(grantor.held, gained.features, gained.flags);
  if (missing) throw exceedsOwn(missing);
}

/** 409 iam_role_built_in / iam_role_in_use: a role is deleted only when it is not built in and given to nobody. */
export function refuseRoleDelete(role: RoleRow): void {
  if (role.built_in) throw new ApiError(409, 'iam_role_built_in', 'Built-in roles cannot be deleted.');
  if (role.grants > 0)
    throw new ApiError(409, 'iam_role_in_use', `The role is still given ${role.grants} times.`, [
      String(role.grants),
    ]);
}
