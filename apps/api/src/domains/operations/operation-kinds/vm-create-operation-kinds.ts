// IaaS › Gerenciador: a machine created. Its rows (the machine in 'provisioning', its volumes and public IP)
// are inserted when the create is accepted, in the transaction that records the operation and checks the
// quotas; the steps only move the machine provisioning → starting → running, each from the state the one
// before left, so a step replayed after a crash is refused rather than made twice. The volumes and the
// address come into use with the machine. A create that fails (refused, or failed for good) leaves the machine
// in 'error' and, as a cloud's failed launch does, no billable parts: its volumes and address are removed.
import type { Queryable } from '../../../db/database';
import type { OperationRow } from '../operations-repository';
import type { OperationKindDefinition, OperationStepDefinition } from './operation-kind';
import { moveTo } from './vm-operation-kinds';

const running = moveTo('running', ['starting']);

const runningWithParts: OperationStepDefinition = {
  name: running.name,
  async apply(tx, operation) {
    await running.apply(tx, operation);
    await tx.query(
      `UPDATE iaas_resources SET state = 'in_use'
       WHERE environment_id = $1 AND attached_to = $2 AND state = 'provisioning'`,
      [operation.environment_id, operation.target_id],
    );
  },
};

/** The failed create: the machine, still where the create left it, goes to 'error'; its new parts go. */
async function createFailed(tx: Queryable, operation: OperationRow): Promise<void> {
  const failed = await tx.query(
    `UPDATE iaas_resources SET state = 'error'
     WHERE environment_id = $1 AND resource_id = $2 AND kind = 'virtual_machine'
       AND state IN ('provisioning', 'starting')
     RETURNING 1`,
    [operation.environment_id, operation.target_id],
  );
  // A machine another change already moved on is that change's; its parts stay with it.
  if (failed.length === 0) return;
  await tx.query(
    `DELETE FROM iaas_resources
     WHERE environment_id = $1 AND attached_to = $2 AND kind IN ('volume', 'public_ip') AND state = 'provisioning'`,
    [operation.environment_id, operation.target_id],
  );
}

export const vmCreateOperationKind: OperationKindDefinition = {
  kind: 'vm.create',
  steps: [moveTo('starting', ['provisioning']), runningWithParts],
  onFailed: createFailed,
};
