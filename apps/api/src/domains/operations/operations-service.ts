// Asking for an operation and reading one (issue 30). An action on a machine needs the IaaS permission (403),
// an IaaS account not being cancelled (403 iaas_cancelling, as the resources' list), and an environment the
// user may see (404 otherwise, unknown or not theirs alike). The Idempotency-Key makes a retried or
// double-clicked request one operation: the same key with the same request answers the operation it made,
// with another request 409.
import { iaasFeature, type Operation, type OperationKind, type VmActionBody } from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { idempotencyKeyReused, sha256 } from '../../idempotency/once-per-key';
import { findUserById } from '../me/users-repository';
import type { EventBus } from '../streams/event-bus';
import { iaasEnvironmentOf } from '../iaas/iaas-resources-service';
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

interface VmRow {
  name: string;
  state: string;
  region: string;
  size_sku: string | null;
  vcpus: number;
  memory_gb: number;
}

/** The machine, locked until the transaction ends: requests on one machine are taken one at a time. */
export async function lockVm(
  tx: Queryable,
  environmentId: string,
  resourceId: string,
): Promise<VmRow | undefined> {
  const rows = await tx.query<VmRow>(
    `SELECT name, state, region, size_sku, vcpus, memory_gb FROM iaas_resources
     WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine' FOR UPDATE`,
    [environmentId, resourceId],
  );
  return rows[0];
}

export interface AskedOperation {
  operation: Operation;
  /** False when the key had already made it. */
  created: boolean;
}

/** 409 while another operation a user asked still acts on the resource. */
export async function refuseWhileBusy(tx: Queryable, environmentId: string, targetId: string) {
  if (await hasLiveOperationOn(tx, environmentId, targetId))
    throw new ApiError(409, 'operation_in_progress', `An operation is running on ${targetId}.`, [targetId]);
}

export interface OperationAsk<Locked> {
  kind: OperationKind;
  /** The resource the request names (the path's id); the operation's target unless prepare says otherwise. */
  targetId: string;
  /** What makes two requests the same one (its hash is kept with the key). */
  identity: readonly unknown[];
  /** Locks what the operation acts on, before the key is looked up (a twin request waits here). */
  lock(tx: Queryable): Promise<Locked>;
  /** The refusals (404, 400, 409), then the operation's request, the audit's before (and target, if another). */
  prepare(
    tx: Queryable,
    locked: Locked,
  ): Promise<{ request: Record<string, unknown>; before: unknown; targetId?: string }>;
}

/**
 * Asks an operation once per Idempotency-Key: the same key with the same request answers the operation it
 * made, with another request 409; a new one is inserted PENDING, announced and audited as requested.
 */
export async function askOperation<Locked>(
  db: Database,
  bus: EventBus,
  principal: Principal,
  executedBy: string,
  environmentId: string,
  idempotencyKey: string,
  ask: OperationAsk<Locked>,
): Promise<AskedOperation> {
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(JSON.stringify([environmentId, ask.kind, ask.targetId, ...ask.identity]));
  const answer = (row: OperationRow, created: boolean): AskedOperation => {
    if (row.request_hash !== requestHash) throw idempotencyKeyReused();
    return { operation: operationOf(row, stepCountOf(row)), created };
  };
  return db.transaction(async (tx) => {
    const locked = await ask.lock(tx);
    // After the lock: a twin request that held it has committed its operation by now.
    const earlier = await findOperationByKey(tx, principal.userId, keyHash);
    if (earlier) return answer(earlier, false);
    const { request, before, targetId } = await ask.prepare(tx, locked);
    const id = await insertOperation(tx, {
      environmentId,
      actorUserId: principal.userId,
      executedBy,
      kind: ask.kind,
      targetId: targetId ?? ask.targetId,
      request,
      keyHash,
      requestHash,
    });
    // The key was used meanwhile for another resource (whose lock this request did not wait for).
    if (id === undefined) return answer((await findOperationByKey(tx, principal.userId, keyHash))!, false);
    const row = await announceOperation(tx, bus, id);
    await auditOperation(tx, row, 'requested', before, null);
    return answer(row, true);
  });
}

const sizeRefused = (code: 'vm_size_unknown' | 'vm_size_unchanged', sku: string, message: string) =>
  new ApiError(400, code, message, [sku], [{ in: 'body', path: '/size_sku', keyword: 'enum' }]);

/** A resize's size: one of the machine's region's sizes, not the one it has. */
async function checkedSize(tx: Queryable, vm: VmRow, sku: string | undefined): Promise<string> {
  if (!sku) throw sizeRefused('vm_size_unknown', '', 'A resize needs size_sku, the new size.');
  const sizes = await tx.query(`SELECT 1 FROM iaas_prices WHERE sku = $1 AND region = $2 AND kind = 'size'`, [
    sku,
    vm.region,
  ]);
  if (sizes.length === 0) throw sizeRefused('vm_size_unknown', sku, `No size ${sku} in ${vm.region}.`);
  if (sku === vm.size_sku) throw sizeRefused('vm_size_unchanged', sku, `The machine is already ${sku}.`);
  return sku;
}

/** A snapshot's name when none is given: the machine's and the day's. */
const defaultSnapshotName = (vm: VmRow) => `${vm.name}-${new Date().toISOString().slice(0, 10)}`;

export async function requestVmAction(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  resourceId: string,
  body: VmActionBody,
  idempotencyKey: string,
): Promise<AskedOperation> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  return askOperation(db, bus, principal, user?.email ?? principal.userId, environment.id, idempotencyKey, {
    kind: `vm.${body.action}`,
    targetId: resourceId,
    identity: [body.confirmation ?? null, body.size_sku ?? null, body.name ?? null],
    lock: (tx) => lockVm(tx, environment.id, resourceId),
    async prepare(tx, vm) {
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
      const sizeSku = body.action === 'resize' ? await checkedSize(tx, vm, body.size_sku) : undefined;
      await refuseWhileBusy(tx, environment.id, resourceId);
      if (!vmActionAllowedFrom[body.action].includes(vm.state))
        throw new ApiError(
          409,
          'vm_action_not_allowed',
          `The machine ${resourceId} is ${vm.state}: it cannot ${body.action}.`,
          [resourceId],
        );
      const request: Record<string, unknown> = { action: body.action, from_state: vm.state };
      if (body.action === 'resize') {
        const before = { state: vm.state, size_sku: vm.size_sku, vcpus: vm.vcpus, memory_gb: vm.memory_gb };
        return { request: { ...request, size_sku: sizeSku, before }, before };
      }
      if (body.action === 'snapshot')
        return {
          request: { ...request, name: body.name ?? defaultSnapshotName(vm), before: null },
          before: null,
        };
      return { request, before: { state: vm.state } };
    },
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
  return operationOf(row, stepCountOf(row));
}
