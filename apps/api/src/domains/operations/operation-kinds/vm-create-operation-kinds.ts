// IaaS › Gerenciador: a machine created. Its rows (the machine in 'provisioning', its volumes and public IP)
// are inserted when the create is accepted, in the transaction that records the operation and checks the
// quotas; the steps only move the machine provisioning → starting → running, each from the state the one
// before left, so a step replayed after a crash is refused rather than made twice. The volumes and the
// address come into use with the machine.
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

export const vmCreateOperationKind: OperationKindDefinition = {
  kind: 'vm.create',
  steps: [moveTo('starting', ['provisioning']), runningWithParts],
};
