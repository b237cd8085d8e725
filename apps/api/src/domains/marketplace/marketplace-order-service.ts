// Marketplace: what is on sale and buying it (issue 32). An order is a plan of an offer on sale to the
// environment's customer, bought for the environment: in one transaction its purchase is recorded (pending,
// the plan's price copied in, cancellable for MARKETPLACE_CANCEL_WINDOW_DAYS) and audited, and the operation
// marketplace.provision asked, whose steps take the purchase provisioning → active. The Idempotency-Key makes
// a retried or double-clicked order one purchase: twins wait for each other on the key, the second answers
// the first's operation and purchase.
import {
  MARKETPLACE_CANCEL_WINDOW_DAYS,
  type MarketplaceCatalogue,
  type MarketplaceOfferList,
  type MarketplaceOrderAnswer,
  type MarketplaceOrderBody,
  type MarketplacePurchase,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { sha256 } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserById } from '../me/users-repository';
import { askOperation } from '../operations/operations-service';
import { insertPurchase, type PurchaseRow } from '../purchases/purchases-repository';
import type { Principal } from '../session/session-service';
import type { EventBus } from '../streams/event-bus';
import { marketplaceEnvironmentOf } from './marketplace-access';
import {
  findPlanOnSale,
  listCatalogueOffers,
  listOffersForEnvironment,
} from './marketplace-offers-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listCatalogue(db: Queryable): Promise<MarketplaceCatalogue> {
  return { offers: (await listCatalogueOffers(db)) as MarketplaceCatalogue['offers'] };
}

export async function listOffers(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<MarketplaceOfferList> {
  const environment = await marketplaceEnvironmentOf(db, principal, cloudId);
  const rows = await listOffersForEnvironment(db, environment.id, environment.t_code);
  return {
    cloud_id: environment.cloud_id,
    offers: rows.map((row) => ({
      ...row,
      last_purchase: row.last_purchase && {
        ...row.last_purchase,
        ordered_at: new Date(row.last_purchase.ordered_at).toISOString(),
      },
    })) as MarketplaceOfferList['offers'],
  };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export const purchaseOf = (row: PurchaseRow): MarketplacePurchase => ({
  id: row.id,
  description: row.description,
  quantity: row.quantity,
  unit_price_cents: row.unit_price_cents,
  recurrence: row.recurrence,
  state: row.state,
  ordered_at: iso(row.ordered_at)!,
  cancellable_until: iso(row.cancellable_until),
});

const planUnavailable = (planId: string) =>
  new ApiError(
    404,
    'marketplace_plan_unavailable',
    `The plan ${planId} is not on sale to this environment.`,
    [planId],
    [{ in: 'body', path: '/plan_id', keyword: 'enum' }],
  );

export async function orderPlan(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  body: MarketplaceOrderBody,
  idempotencyKey: string,
): Promise<{ answer: MarketplaceOrderAnswer; created: boolean }> {
  const environment = await marketplaceEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  const email = user?.email ?? principal.userId;
  let purchase: PurchaseRow | undefined;
  const asked = await askOperation(db, bus, principal, email, environment.id, idempotencyKey, {
    kind: 'marketplace.provision',
    targetId: body.plan_id,
    identity: [body.quantity],
    // Twins (one key) wait here for each other, so the second finds the first's operation: one purchase.
    lock: (tx) =>
      tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `marketplace.order:${principal.userId}:${sha256(idempotencyKey)}`,
      ]),
    async prepare(tx) {
      const plan = await findPlanOnSale(tx, body.plan_id, environment.t_code);
      if (!plan) throw planUnavailable(body.plan_id);
      purchase = await insertPurchase(tx, {
        environmentId: environment.id,
        buyerUserId: principal.userId,
        buyerEmail: email,
        source: 'marketplace',
        sourceRef: plan.plan_id,
        description: `${plan.offer_name} — ${plan.plan_name}`,
        quantity: body.quantity,
        unitPriceCents: BigInt(plan.price_cents),
        recurrence: plan.recurrence,
        cancellableUntil: new Date(Date.now() + MARKETPLACE_CANCEL_WINDOW_DAYS * DAY_MS),
      });
      await insertAuditEvent(tx, {
        actorUserId: principal.userId,
        action: 'purchase.create',
        subjectUserId: null,
        environmentId: environment.id,
        targetId: purchase.id,
        details: { offer_id: plan.offer_id, plan_id: plan.plan_id },
        before: null,
        after: purchaseOf(purchase),
      });
      return {
        request: { plan_id: plan.plan_id, quantity: body.quantity },
        before: null,
        targetId: purchase.id,
      };
    },
  });
  const row =
    purchase ??
    (
      await db.query<PurchaseRow>(
        `SELECT id, description, quantity, unit_price_cents::text AS unit_price_cents, recurrence, state,
           ordered_at, cancellable_until FROM purchases WHERE id = $1 AND environment_id = $2`,
        [asked.operation.target_id, environment.id],
      )
    )[0];
  if (!row) throw new Error(`The purchase of operation ${asked.operation.id} vanished.`);
  return { answer: { operation: asked.operation, purchase: purchaseOf(row) }, created: asked.created };
}
