// Marketplace: a plan bought for an environment, provisioned. The order records its purchase pending; the
// steps move it pending → provisioning → active, each from the state the one before left, so a step replayed
// after a crash is refused rather than made twice, and a purchase cancelled meanwhile is not activated. A
// provisioning that fails leaves the purchase 'failed' (never billed).
import type { Queryable } from '../../../db/database';
import type { OperationRow } from '../operations-repository';
import {
  OperationRefused,
  type OperationKindDefinition,
  type OperationStepDefinition,
} from './operation-kind';

const move = (name: string, to: string, from: string): OperationStepDefinition => ({
  name,
  async apply(tx, operation) {
    const moved = await tx.query(
      `UPDATE purchases SET state = $3, operation_id = $4,
         activated_at = CASE WHEN $3 = 'active' THEN now() ELSE activated_at END
       WHERE id::text = $1 AND environment_id = $2 AND state = $5 RETURNING 1`,
      [operation.target_id, operation.environment_id, to, operation.id, from],
    );
    if (moved.length === 0)
      throw new OperationRefused('marketplace_purchase_not_pending', `The purchase is no longer ${from}.`);
  },
});

async function purchaseState(tx: Queryable, operation: OperationRow) {
  const [row] = await tx.query<{ state: string }>(
    `SELECT state FROM purchases WHERE id::text = $1 AND environment_id = $2`,
    [operation.target_id, operation.environment_id],
  );
  return row ? { state: row.state } : null;
}

export const marketplaceProvisionOperationKind: OperationKindDefinition = {
  kind: 'marketplace.provision',
  steps: [move('provisioning', 'provisioning', 'pending'), move('activating', 'active', 'provisioning')],
  async onFailed(tx, operation) {
    await tx.query(
      `UPDATE purchases SET state = 'failed'
       WHERE id::text = $1 AND environment_id = $2 AND state IN ('pending', 'provisioning')`,
      [operation.target_id, operation.environment_id],
    );
  },
  auditState: purchaseState,
};
