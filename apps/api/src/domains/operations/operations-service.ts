// Asking for an operation and reading one (issue 30). An action on a machine needs the IaaS permission (403),
// an IaaS account not being cancelled (403 iaas_cancelling, as the resources' list), and an environment the
// user may see (404 otherwise, unknown or not theirs alike). The Idempotency-Key makes a retried or
// double-clicked request one operation: the same key with the same request answers the operation it made,
// with another request 409.
import { createHash } from 'node:crypto';
import { iaasFeature, type Operation, type OperationKind, type VmActionBody } from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findUserById } from '../me/users-repository';
import type { EventBus } from '../streams/event-bus';
import { iaasCancellingError } from '../iaas/iaas-resources-service';
import type { Principal } from '../session/session-service';
import { announceOperation, auditOperation, stepCountOf } from './operation-events';
import { vmActionAllowedFrom } from './operation-kinds/vm-operation-kinds';
import {
  findOperationByKey,
  findOperationInEnvironment,
  hasLiveOperationOn,
  insertOperation,
  operationOf,
  type OperationRow,
} from './operations-repository';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const keyReused = () =>
  new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.');

interface VmRow {
  name: string;
  state: string;
}

/** The machine, locked until the transaction ends: requests on one machine are taken one at a time. */
async function lockVm(tx: Queryable, environmentId: string, resourceId: string): Promise<VmRow | undefined> {
  const rows = await tx.query<VmRow>(
    `SELECT name, state FROM iaas_resources
     WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine' FOR UPDATE`,
    [environmentId, resourceId],
  );
  return rows[0];
}

/** The IaaS checks every operation route makes, in the order that tells nothing of other environments. */
async function iaasEnvironmentOf(db: Queryable, principal: Principal, cloudId: string) {
  await requireAnyOf(db, principal, [iaasFeature]);
  const user = await findUserById(db, principal.userId);
  if (user?.iaas_cancelling) throw iaasCancellingError();
  return { user, environment: await environmentOf(db, principal, cloudId) };
}

export interface AskedOperation {
  operation: Operation;
  /** False when the key had already made it. */
  created: boolean;
}

export async function requestVmAction(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  resourceId: string,
  body: VmActionBody,
  idempotencyKey: string,
): Promise<AskedOperation> {
  const { user, environment } = await iaasEnvironmentOf(db, principal, cloudId);
  const kind: OperationKind = `vm.${body.action}`;
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(
    JSON.stringify([environment.id, resourceId, body.action, body.confirmation ?? null]),
  );
  const answer = (row: OperationRow, created: boolean): AskedOperation => {
    if (row.request_hash !== requestHash) throw keyReused();
    return { operation: operationOf(row, stepCountOf(row.kind)), created };
  };
  return db.transaction(async (tx) => {
    const vm = await lockVm(tx, environment.id, resourceId);
    // After the lock: a twin request that held it has committed its operation by now.
    const earlier = await findOperationByKey(tx, principal.userId, keyHash);
    if (earlier) return answer(earlier, false);
    if (!vm)
      throw new ApiError(404, 'vm_not_found', `No virtual machine ${resourceId} in ${cloudId}.`, [
        resourceId,
      ]);
    if (body.action === 'delete' && body.confirmation !== vm.name)
      throw new ApiError(
        400,
        'vm_confirmation_mismatch',
        `Type the machine's name, ${vm.name}, to delete it.`,
        [vm.name],
      );
    if (await hasLiveOperationOn(tx, environment.id, resourceId))
      throw new ApiError(409, 'operation_in_progress', `An operation is running on ${resourceId}.`, [
        resourceId,
      ]);
    if (!vmActionAllowedFrom[body.action].includes(vm.state))
      throw new ApiError(
        409,
        'vm_action_not_allowed',
        `The machine ${resourceId} is ${vm.state}: it cannot ${body.action}.`,
        [resourceId],
      );
    const id = await insertOperation(tx, {
      environmentId: environment.id,
      actorUserId: principal.userId,
      executedBy: user?.email ?? principal.userId,
      kind,
      targetId: resourceId,
      request: { action: body.action, from_state: vm.state },
      keyHash,
      requestHash,
    });
    // The key was used meanwhile for another machine (whose lock this request did not wait for).
    if (id === undefined) return answer((await findOperationByKey(tx, principal.userId, keyHash))!, false);
    const row = await announceOperation(tx, bus, id);
    await auditOperation(tx, row, 'requested', { state: vm.state }, null);
    return answer(row, true);
  });
}

export async function getOperation(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  operationId: string,
): Promise<Operation> {
  await requireAnyOf(db, principal, [iaasFeature]);
  const environment = await environmentOf(db, principal, cloudId);
  const row = await findOperationInEnvironment(db, environment.id, operationId);
  if (!row)
    throw new ApiError(404, 'operation_not_found', `No operation ${operationId} in ${cloudId}.`, [
      operationId,
    ]);
  return operationOf(row, stepCountOf(row.kind));
}
