// The step every resource operation is made of: the resource moves to a state only from the states the step
// before left it in, so a step replayed after a crash is refused (`refusal`), never made twice.
import type { OperationRow } from '../operations-repository';
import type { OperationRefused, OperationStepDefinition } from './operation-kind';

/** A step (named `to`) that moves the operation's target, an iaas_resources row of `kind`, to `to` from `from`. */
export function moveResource(
  kind: 'virtual_machine' | 'network',
  to: string,
  from: readonly string[],
  refusal: (operation: OperationRow) => OperationRefused,
): OperationStepDefinition {
  return {
    name: to,
    async apply(tx, operation) {
      const moved = await tx.query(
        `UPDATE iaas_resources SET state = $3
         WHERE environment_id = $1 AND resource_id = $2 AND kind = $5 AND state = ANY($4::text[])
         RETURNING 1`,
        [operation.environment_id, operation.target_id, to, from, kind],
      );
      if (moved.length === 0) throw refusal(operation);
    },
  };
}
