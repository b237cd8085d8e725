// IaaS › Gerenciador: what a machine may be created with (the environment's SSH keys, its imported images) and
// a free volume or public IP removed as the operation resource.delete (typed-name confirmation, as a machine's
// delete). Every route under iaasEnvironmentOf's refusals.
import type {
  IaasImportedImageList,
  IaasResourceRemoveBody,
  IaasSshKeyList,
  Operation,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findUserById } from '../me/users-repository';
import { announceOperation, auditOperation, stepCountOf } from '../operations/operation-events';
import { removableKinds } from '../operations/operation-kinds/resource-delete-operation-kinds';
import {
  findOperationByKey,
  hasLiveOperationOn,
  insertOperation,
  operationOf,
  type OperationRow,
} from '../operations/operations-repository';
import { idempotencyKeyReused, sha256 } from '../../idempotency/once-per-key';
import type { EventBus } from '../streams/event-bus';
import type { Principal } from '../session/session-service';
import { listImportedImages, lockResource } from './iaas-manager-repository';
import { listIaasSshKeys } from './iaas-ssh-keys-repository';
import { iaasEnvironmentOf } from './iaas-resources-service';

export async function readIaasSshKeys(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasSshKeyList> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return { ssh_keys: await listIaasSshKeys(db, environment.id) };
}

export async function readImportedImages(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasImportedImageList> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return { images: await listImportedImages(db, environment.id) };
}

export async function requestResourceRemoval(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  resourceId: string,
  body: IaasResourceRemoveBody,
  idempotencyKey: string,
): Promise<{ operation: Operation; created: boolean }> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(
    JSON.stringify([environment.id, 'resource.delete', resourceId, body.confirmation]),
  );
  const answer = (row: OperationRow, created: boolean) => {
    if (row.request_hash !== requestHash) throw idempotencyKeyReused();
    return { operation: operationOf(row, stepCountOf(row)), created };
  };
  return db.transaction(async (tx) => {
    const resource = await lockResource(tx, environment.id, resourceId);
    const earlier = await findOperationByKey(tx, principal.userId, keyHash);
    if (earlier) return answer(earlier, false);
    if (!resource)
      throw new ApiError(404, 'iaas_resource_not_found', `No resource ${resourceId} in ${cloudId}.`, [
        resourceId,
      ]);
    const free =
      (removableKinds as readonly string[]).includes(resource.kind) &&
      resource.state === 'available' &&
      resource.attached_to === null;
    if (!free)
      throw new ApiError(
        409,
        'iaas_resource_not_removable',
        `${resourceId} is a ${resource.kind} ${resource.state}: only free volumes and public IPs are removed.`,
        [resourceId],
      );
    if (body.confirmation !== resource.name)
      throw new ApiError(
        400,
        'iaas_confirmation_mismatch',
        `Type ${resource.name} to remove it.`,
        [resource.name],
        [{ in: 'body', path: '/confirmation', keyword: 'const' }],
      );
    if (await hasLiveOperationOn(tx, environment.id, resourceId))
      throw new ApiError(409, 'operation_in_progress', `An operation is running on ${resourceId}.`, [
        resourceId,
      ]);
    const id = await insertOperation(tx, {
      environmentId: environment.id,
      actorUserId: principal.userId,
      executedBy: user?.email ?? principal.userId,
      kind: 'resource.delete',
      targetId: resourceId,
      request: { kind: resource.kind, name: resource.name, from_state: resource.state },
      keyHash,
      requestHash,
    });
    if (id === undefined) return answer((await findOperationByKey(tx, principal.userId, keyHash))!, false);
    const row = await announceOperation(tx, bus, id);
    await auditOperation(tx, row, 'requested', { state: resource.state, kind: resource.kind }, null);
    return answer(row, true);
  });
}
