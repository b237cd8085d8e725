// Minha conta › Compras: an environment's purchases (whatever sold them) and cancelling one while its
// cancellation period runs. Cancelling is generic — the state moves to cancelled and the purchase is never billed
// (purchases-repository's listPurchasesBilledIn); a seller that must undo something watches the state.
import type { StorePurchase, StorePurchaseList } from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { actorOf } from '../impersonation/impersonation-service';
import {
  findPurchaseVisibleTo,
  listPurchasesOfEnvironment,
  setPurchaseState,
  type PurchaseRow,
} from '../purchases/purchases-repository';
import type { Principal } from '../session/session-service';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Whether it may be cancelled at `now`: not yet cancelled or failed, and its period still ahead. */
export function isCancellable(purchase: PurchaseRow, now: Date): boolean {
  return (
    purchase.state !== 'cancelled' &&
    purchase.state !== 'failed' &&
    purchase.cancellable_until !== null &&
    new Date(purchase.cancellable_until).getTime() > now.getTime()
  );
}

function purchaseOf(row: PurchaseRow, cloudId: string, now: Date): StorePurchase {
  return {
    id: row.id,
    cloud_id: cloudId,
    source: row.source,
    description: row.description,
    buyer_email: row.buyer_email,
    quantity: row.quantity,
    unit_price_cents: row.unit_price_cents,
    recurrence: row.recurrence,
    state: row.state,
    ordered_at: iso(row.ordered_at)!,
    cancellable_until: iso(row.cancellable_until),
    cancellable: isCancellable(row, now),
    cancelled_at: iso(row.cancelled_at),
  };
}

async function databaseNow(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ now: string | Date }>('SELECT now() AS now');
  return new Date(row!.now);
}

export async function listStorePurchases(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<StorePurchaseList> {
  const environment = await environmentOf(db, principal, cloudId);
  const [rows, now] = await Promise.all([listPurchasesOfEnvironment(db, environment.id), databaseNow(db)]);
  return { purchases: rows.map((row) => purchaseOf(row, environment.cloud_id, now)) };
}

const purchaseNotFound = (id: string) =>
  new ApiError(404, 'purchase_not_found', 'No such purchase in an environment you may see.', [id]);
const notCancellable = (id: string) =>
  new ApiError(409, 'purchase_not_cancellable', 'This purchase can no longer be cancelled.', [id]);

/**
 * Cancels a purchase of an environment the user may see, while cancellable_until is ahead (409
 * purchase_not_cancellable after, or once cancelled or failed). The same Idempotency-Key answers the first
 * answer again; audited purchase.cancel with before and after.
 */
export async function cancelStorePurchase(
  db: Database,
  principal: Principal,
  purchaseId: string,
  idempotencyKey: string,
): Promise<StorePurchase> {
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'purchase.cancel', request: [purchaseId] },
      async () => {
        const before = await findPurchaseVisibleTo(tx, principal.userId, purchaseId, { lock: true });
        if (!before) throw purchaseNotFound(purchaseId);
        const now = await databaseNow(tx);
        if (!isCancellable(before, now)) throw notCancellable(purchaseId);
        const after = (await setPurchaseState(tx, purchaseId, 'cancelled'))!;
        await insertAuditEvent(tx, {
          actorUserId: actorOf(principal),
          action: 'purchase.cancel',
          subjectUserId: principal.userId,
          environmentId: before.environment_id,
          targetId: purchaseId,
          details: { description: before.description, source: before.source },
          before: { state: before.state },
          after: { state: after.state, cancelled_at: iso(after.cancelled_at) },
        });
        return { status: 200, body: purchaseOf(after, before.cloud_id, now) };
      },
    ),
  );
  return answer.body;
}
