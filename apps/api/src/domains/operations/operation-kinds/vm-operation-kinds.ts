// Operations on a virtual machine (issue 30): its state moves one step at a time, stopped → starting →
// running, running → stopping → stopped, restart through both, delete → deleting → row gone, resize through
// resizing (restarted when it was running), snapshot beside it (the machine keeps its state). Each step moves
// the machine only from the state the step before left it in, so a step applied twice is refused, never
// doubled.
import type { VmAction, VmActionKind } from '@nuvem/api-contract';
import type { Queryable } from '../../../db/database';
import type { OperationRow } from '../operations-repository';
import {
  OperationRefused,
  type OperationKindDefinition,
  type OperationStepDefinition,
} from './operation-kind';
import { moveResource } from './move-resource-step';

/** The states a machine must be in for each action to be asked. */
export const vmActionAllowedFrom: Record<VmAction, readonly string[]> = {
  start: ['stopped'],
  stop: ['running'],
  restart: ['running'],
  delete: ['running', 'stopped', 'error'],
  resize: ['running', 'stopped'],
  snapshot: ['running', 'stopped'],
};

const refused = (operation: OperationRow) =>
  new OperationRefused(
    'vm_action_not_allowed',
    `The machine ${operation.target_id ?? ''} is no longer in the state ${operation.kind} needs.`,
  );

/** A step that moves the machine to `to` from one of `from`. */
export const moveTo = (to: string, from: readonly string[]): OperationStepDefinition =>
  moveResource('virtual_machine', to, from, refused);

/** The last step of a delete: its volumes and addresses are freed and the machine's row goes. */
const removed: OperationStepDefinition = {
  name: 'deleted',
  async apply(tx, operation) {
    await tx.query(
      `UPDATE iaas_resources SET attached_to = NULL, state = 'available'
       WHERE environment_id = $1 AND attached_to = $2`,
      [operation.environment_id, operation.target_id],
    );
    const gone = await tx.query(
      `DELETE FROM iaas_resources
       WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine' AND state = 'deleting'
       RETURNING 1`,
      [operation.environment_id, operation.target_id],
    );
    if (gone.length === 0) throw refused(operation);
  },
};

/**
 * The resize's change: to `resizing` from one of `from`, with the size the request names, as the machine's
 * region price list has it (vcpus and memory from there, one owner of what a size is).
 */
function resizeFrom(from: readonly string[]): OperationStepDefinition {
  return {
    name: 'resizing',
    async apply(tx, operation) {
      const moved = await tx.query(
        `UPDATE iaas_resources r SET state = 'resizing', size_sku = p.sku, vcpus = p.vcpus, memory_gb = p.memory_gb
         FROM iaas_prices p
         WHERE r.environment_id = $1 AND r.resource_id = $2 AND r.kind = 'virtual_machine'
           AND r.state = ANY($4::text[]) AND p.sku = $3 AND p.region = r.region AND p.kind = 'size'
         RETURNING 1`,
        [operation.environment_id, operation.target_id, String(operation.request['size_sku']), from],
      );
      if (moved.length === 0) throw refused(operation);
    },
  };
}

/** A machine's state and size, the resize's before and after in the audit log. */
export async function vmSizeOf(tx: Queryable, operation: Pick<OperationRow, 'environment_id' | 'target_id'>) {
  const rows = await tx.query<{ state: string; size_sku: string | null; vcpus: number; memory_gb: number }>(
    `SELECT state, size_sku, vcpus, memory_gb FROM iaas_resources
     WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine'`,
    [operation.environment_id, operation.target_id],
  );
  return rows[0] ?? null;
}

/** The snapshot an operation makes: its id follows from the operation's, so a retried step finds it made. */
export const snapshotIdOf = (operationId: string) => `snap-${operationId.replace(/-/g, '').slice(0, 16)}`;

const snapshotCreated: OperationStepDefinition = {
  name: 'creating',
  async apply(tx, operation) {
    const made = await tx.query(
      `INSERT INTO iaas_snapshots (snapshot_id, environment_id, resource_id, name, size_gb, state, operation_id,
                                   created_by)
       SELECT $3, r.environment_id, r.resource_id, $4, r.size_gb, 'creating', $5, $6
       FROM iaas_resources r
       WHERE r.environment_id = $1 AND r.resource_id = $2 AND r.kind = 'virtual_machine'
       ON CONFLICT (operation_id) DO NOTHING
       RETURNING 1`,
      [
        operation.environment_id,
        operation.target_id,
        snapshotIdOf(operation.id),
        String(operation.request['name']),
        operation.id,
        operation.actor_user_id,
      ],
    );
    if (made.length === 0) throw refused(operation);
  },
};

const snapshotAvailable: OperationStepDefinition = {
  name: 'available',
  async apply(tx, operation) {
    await tx.query(`UPDATE iaas_snapshots SET state = 'available' WHERE operation_id = $1`, [operation.id]);
  },
};

export const vmOperationKinds = {
  'vm.start': {
    kind: 'vm.start',
    steps: [moveTo('starting', vmActionAllowedFrom.start), moveTo('running', ['starting'])],
  },
  'vm.stop': {
    kind: 'vm.stop',
    steps: [moveTo('stopping', vmActionAllowedFrom.stop), moveTo('stopped', ['stopping'])],
  },
  'vm.restart': {
    kind: 'vm.restart',
    steps: [
      moveTo('stopping', vmActionAllowedFrom.restart),
      moveTo('starting', ['stopping']),
      moveTo('running', ['starting']),
    ],
  },
  'vm.delete': {
    kind: 'vm.delete',
    steps: [moveTo('deleting', vmActionAllowedFrom.delete), removed],
  },
  'vm.resize': {
    kind: 'vm.resize',
    // Fixed when asked: a running machine stops, is resized and starts again; a stopped one stays stopped.
    steps: (request) =>
      request['from_state'] === 'stopped'
        ? [resizeFrom(['stopped']), moveTo('stopped', ['resizing'])]
        : [
            moveTo('stopping', ['running']),
            resizeFrom(['stopping']),
            moveTo('starting', ['resizing']),
            moveTo('running', ['starting']),
          ],
    auditState: vmSizeOf,
  },
  'vm.snapshot': {
    kind: 'vm.snapshot',
    steps: [snapshotCreated, snapshotAvailable],
    async auditState(tx, operation) {
      const rows = await tx.query<{ snapshot_id: string; name: string; state: string }>(
        `SELECT snapshot_id, name, state FROM iaas_snapshots WHERE operation_id = $1`,
        [operation.id],
      );
      return rows[0] ?? null;
    },
  },
} satisfies Record<VmActionKind, OperationKindDefinition>;
