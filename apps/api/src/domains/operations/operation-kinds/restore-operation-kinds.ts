// Restores (issue 30, /backups). A snapshot restored to its machine moves the machine stopping → restoring →
// running, each step only from the state the one before left (the machine gone: refused). A topology backup's
// restore is recorded step by step (requested → restoring → completed): the demo keeps no backup data, so its
// steps check the backup is still there and record the progress the provider's restore would report.
import type { OperationKind } from '@nuvem/api-contract';
import type { Queryable } from '../../../db/database';
import type { OperationRow } from '../operations-repository';
import {
  OperationRefused,
  type OperationKindDefinition,
  type OperationStepDefinition,
} from './operation-kind';
import { moveTo } from './vm-operation-kinds';

/** The states a machine may be in for a snapshot to be restored to it. */
export const snapshotRestoreAllowedFrom = ['running', 'stopped'] as const;

const machineGone = (operation: OperationRow) =>
  new OperationRefused('snapshot_machine_gone', `The machine ${operation.target_id ?? ''} is gone.`);

/** The first step: the machine stops, if it is still there and its snapshot still available. */
const restoreStopping: OperationStepDefinition = {
  name: 'stopping',
  async apply(tx, operation) {
    const snapshot = await tx.query(
      `SELECT 1 FROM iaas_snapshots WHERE environment_id = $1 AND snapshot_id = $2 AND state = 'available'`,
      [operation.environment_id, String(operation.request['snapshot_id'])],
    );
    if (snapshot.length === 0)
      throw new OperationRefused('snapshot_not_found', 'The snapshot is no longer available.');
    const machine = await tx.query(
      `SELECT 1 FROM iaas_resources WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine'`,
      [operation.environment_id, operation.target_id],
    );
    if (machine.length === 0) throw machineGone(operation);
    await moveTo('stopping', snapshotRestoreAllowedFrom).apply(tx, operation);
  },
};

/** A step of a backup's restore: the backup must still be there, completed. */
function backupStep(name: string): OperationStepDefinition {
  return {
    name,
    async apply(tx: Queryable, operation: OperationRow) {
      const rows = await tx.query(
        `SELECT 1 FROM environment_backups WHERE environment_id = $1 AND backup_id = $2 AND status = 'completed'`,
        [operation.environment_id, operation.target_id],
      );
      if (rows.length === 0)
        throw new OperationRefused('backup_not_found', `The backup ${operation.target_id ?? ''} is gone.`);
    },
  };
}

export const restoreOperationKinds = {
  'snapshot.restore': {
    kind: 'snapshot.restore',
    steps: [restoreStopping, moveTo('restoring', ['stopping']), moveTo('running', ['restoring'])],
    async auditState(tx, operation) {
      const rows = await tx.query<{ state: string }>(
        `SELECT state FROM iaas_resources WHERE environment_id = $1 AND resource_id = $2`,
        [operation.environment_id, operation.target_id],
      );
      return rows[0] ? { state: rows[0].state, snapshot_id: operation.request['snapshot_id'] } : null;
    },
  },
  'backup.restore': {
    kind: 'backup.restore',
    steps: [backupStep('requested'), backupStep('restoring'), backupStep('completed')],
    async auditState(_tx, operation) {
      return { backup_id: operation.target_id, restore: operation.steps_done.at(-1)?.name ?? null };
    },
  },
} satisfies Partial<Record<OperationKind, OperationKindDefinition>>;
