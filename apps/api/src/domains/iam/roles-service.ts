// Roles (issue 31): the catalogue of features and flags, roles read by an environment's administrators and
// staff, created, changed and deleted by staff with list_roles under the grant rules. Each write runs in one
// transaction, once per Idempotency-Key, and leaves an audit entry with the role before and after.
import {
  IAM_CATALOGUE,
  IAM_STAFF_FEATURES,
  type IamCatalogue,
  type IamRole,
  type IamRoleCreateBody,
  type IamRoleList,
  type IamRoleUpdateBody,
} from '@nuvem/api-contract';
import { requireAnyOf, requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey, type KeyedAnswer } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import {
  refuseLastAdministrator,
  refuseRoleContent,
  refuseRoleDelete,
  staffGrantor,
  type Grantor,
} from './grant-rules';
import {
  deleteRole,
  findRoleForUpdate,
  findRoles,
  insertRole,
  knownFlags,
  listRoles,
  roleKeyTaken,
  updateRole,
  type RoleRow,
} from './roles-repository';
import {
  administratorsOf,
  administratorsWithoutRole,
  grantsOfRole,
  lockEnvironmentGrants,
} from './user-roles-repository';
import { ENVIRONMENT_ADMIN_FEATURE } from '@nuvem/api-contract';

export const roleNotFound = (roleId: string) =>
  new ApiError(404, 'iam_role_not_found', 'No such role.', [roleId]);

export const roleOf = (row: RoleRow): IamRole => ({
  role_id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  scope: row.scope,
  built_in: row.built_in,
  features: row.features,
  flags: row.flags,
  grants: row.grants,
  updated_at: row.updated_at.toISOString(),
});

/** What a role holds, as the audit log keeps it. */
const auditedRole = (row: RoleRow) => {
  const { grants: _grants, updated_at: _updated, ...kept } = roleOf(row);
  return kept;
};

export async function readCatalogue(db: Queryable, principal: Principal): Promise<IamCatalogue> {
  await requireFeature(db, principal, IAM_STAFF_FEATURES.features);
  return { entries: IAM_CATALOGUE.map((entry) => ({ ...entry, opens: [...entry.opens] })) };
}

/** Environment administrators (iam) and staff with list_roles; customers see customer-scope roles only. */
export async function readRoles(db: Queryable, principal: Principal): Promise<IamRoleList> {
  await requireAnyOf(db, principal, [ENVIRONMENT_ADMIN_FEATURE, IAM_STAFF_FEATURES.roles]);
  const user = await findUserById(db, principal.userId);
  const rows = await listRoles(db, user?.kind === 'staff' ? undefined : 'customer');
  return { roles: rows.map(roleOf) };
}

function roleWrite<T>(
  db: Database,
  principal: Principal,
  idempotencyKey: string,
  scope: string,
  request: unknown,
  write: (tx: Queryable, grantor: Grantor) => Promise<KeyedAnswer<T>>,
) {
  return db.transaction(async (tx) => {
    const grantor = await staffGrantor(tx, principal, IAM_STAFF_FEATURES.roles);
    return oncePerKey(tx, { userId: principal.userId, idempotencyKey, scope, request }, () =>
      write(tx, grantor),
    );
  });
}

const audit = (
  tx: Queryable,
  principal: Principal,
  action: 'role.create' | 'role.update' | 'role.delete',
  roleId: string,
  before: RoleRow | null,
  after: RoleRow | null,
) =>
  insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    targetId: roleId,
    before: before && auditedRole(before),
    after: after && auditedRole(after),
  });

const without = (all: readonly string[], some: readonly string[]) =>
  all.filter((name) => !some.includes(name));

export async function createRole(
  db: Database,
  principal: Principal,
  body: IamRoleCreateBody,
  idempotencyKey: string,
): Promise<{ role: IamRole; created: boolean }> {
  const answer = await roleWrite(
    db,
    principal,
    idempotencyKey,
    'iam.role.create',
    body,
    async (tx, grantor) => {
      const role = { scope: body.scope, features: body.features, flags: body.flags ?? [] };
      refuseRoleContent(grantor, role, role, await knownFlags(tx, role.flags));
      if (await roleKeyTaken(tx, body.key))
        throw new ApiError(
          409,
          'iam_role_key_taken',
          `A role ${body.key} exists already.`,
          [body.key],
          [{ in: 'body', path: '/key', keyword: 'unique' }],
        );
      const id = await insertRole(tx, {
        key: body.key,
        name: body.name.trim(),
        description: body.description ?? null,
        ...role,
      });
      const [after] = await findRoles(tx, [id]);
      await audit(tx, principal, 'role.create', id, null, after!);
      return { status: 201, body: roleOf(after!) };
    },
  );
  return { role: answer.body, created: !answer.replayed };
}

/**
 * Taking iam from a customer role must leave each environment it is given on an administrator (one who holds
 * iam through another role).
 */
async function refuseDroppingLastAdministrators(tx: Queryable, role: RoleRow) {
  for (const grant of await grantsOfRole(tx, role.id)) {
    await lockEnvironmentGrants(tx, grant.environment_id);
    const before = (await administratorsOf(tx, grant.environment_id)).size;
    refuseLastAdministrator(
      before,
      await administratorsWithoutRole(tx, grant.environment_id, role.id),
      grant.cloud_id,
    );
  }
}

export async function changeRole(
  db: Database,
  principal: Principal,
  roleId: string,
  body: IamRoleUpdateBody,
  idempotencyKey: string,
): Promise<IamRole> {
  const answer = await roleWrite(
    db,
    principal,
    idempotencyKey,
    'iam.role.update',
    [roleId, body],
    async (tx, grantor) => {
      const before = await findRoleForUpdate(tx, roleId);
      if (!before) throw roleNotFound(roleId);
      const next = {
        name: body.name?.trim() ?? before.name,
        description: body.description === undefined ? before.description : body.description,
        features: body.features ?? before.features,
        flags: body.flags ?? before.flags,
      };
      refuseRoleContent(
        grantor,
        { scope: before.scope, ...next },
        { features: without(next.features, before.features), flags: without(next.flags, before.flags) },
        await knownFlags(tx, next.flags),
      );
      if (
        before.features.includes(ENVIRONMENT_ADMIN_FEATURE) &&
        !next.features.includes(ENVIRONMENT_ADMIN_FEATURE)
      )
        await refuseDroppingLastAdministrators(tx, before);
      await updateRole(tx, roleId, next);
      const [after] = await findRoles(tx, [roleId]);
      await audit(tx, principal, 'role.update', roleId, before, after!);
      return { status: 200, body: roleOf(after!) };
    },
  );
  return answer.body;
}

export async function removeRole(
  db: Database,
  principal: Principal,
  roleId: string,
  idempotencyKey: string,
): Promise<void> {
  await roleWrite(db, principal, idempotencyKey, 'iam.role.delete', roleId, async (tx) => {
    const before = await findRoleForUpdate(tx, roleId);
    if (!before) throw roleNotFound(roleId);
    refuseRoleDelete(before);
    await deleteRole(tx, roleId);
    await audit(tx, principal, 'role.delete', roleId, before, null);
    return { status: 204, body: null };
  });
}
