// Operations on a virtual machine (issue 30): its state moves one step at a time, stopped → starting →
// running, running → stopping → stopped, restart through both, delete → deleting → row gone. Each step moves
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

/** The states a machine must be in for each action to be asked. */
export const vmActionAllowedFrom: Record<VmAction, readonly string[]> = {
  start: ['stopped'],
  stop: ['running'],
  restart: ['running'],
  delete: ['running', 'stopped', 'error'],
};

const refused = (operation: OperationRow) =>
  new OperationRefused(
    'vm_action_not_allowed',
    `The machine ${operation.target_id ?? ''} is no longer in the state ${operation.kind} needs.`,
  );

/** A step that moves the machine to `to` from one of `from`. */
export function moveTo(to: string, from: readonly string[]): OperationStepDefinition {
  return {
    name: to,
    async apply(tx: Queryable, operation: OperationRow) {
      const moved = await tx.query(
        `UPDATE iaas_resources SET state = $3
         WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine' AND state = ANY($4::text[])
         RETURNING 1`,
        [operation.environment_id, operation.target_id, to, from],
      );
      if (moved.length === 0) throw refused(operation);
    },
  };
}

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

export const vmOperationKinds: Record<VmActionKind, OperationKindDefinition> = {
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
};
