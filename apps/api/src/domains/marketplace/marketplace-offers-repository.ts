// The marketplace's offers and plans (migration 0046): what is on sale to an environment, the public
// catalogue, a plan bought, and staff's reads and writes. Prices leave as text (bigint, never a float).
import type { Queryable } from '../../db/database';

export interface PlanJson {
  id: string;
  name: string;
  price_cents: string;
  recurrence: 'monthly' | 'once';
}

export interface OfferRow {
  id: string;
  name: string;
  category: string;
  description: string;
  vendor: string;
  plans: PlanJson[];
}

const plansJson = `COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name,
    'price_cents', p.price_cents::text, 'recurrence', p.recurrence) ORDER BY p.position)
  FROM marketplace_offer_plans p WHERE p.offer_id = o.id AND NOT p.retired), '[]'::json) AS plans`;

const offerColumns = `o.id, o.name, o.category, o.description, o.vendor, ${plansJson}`;

/** Shown to the customer $N: to all, or to chosen customers among whom it is. */
const shownTo = (tCodeParam: string) =>
  `(o.audience = 'all' OR EXISTS (SELECT 1 FROM marketplace_offer_customers c
     WHERE c.offer_id = o.id AND c.t_code = ${tCodeParam}))`;

/** The public catalogue: published offers shown to every customer. */
export function listCatalogueOffers(db: Queryable): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `SELECT ${offerColumns} FROM marketplace_offers o
     WHERE o.state = 'published' AND o.audience = 'all' ORDER BY o.name, o.id`,
  );
}

export interface EnvironmentOfferRow extends OfferRow {
  last_purchase: { id: string; plan_id: string; state: string; ordered_at: string } | null;
}

/** The offers on sale to an environment's customer, with the environment's latest purchase of each. */
export function listOffersForEnvironment(
  db: Queryable,
  environmentId: string,
  tCode: string,
): Promise<EnvironmentOfferRow[]> {
  return db.query<EnvironmentOfferRow>(
    `SELECT ${offerColumns},
       (SELECT json_build_object('id', pu.id, 'plan_id', pu.source_ref, 'state', pu.state,
                                 'ordered_at', pu.ordered_at)
        FROM purchases pu JOIN marketplace_offer_plans pp ON pp.id::text = pu.source_ref
        WHERE pu.environment_id = $1 AND pu.source = 'marketplace' AND pp.offer_id = o.id
        ORDER BY pu.ordered_at DESC, pu.id LIMIT 1) AS last_purchase
     FROM marketplace_offers o
     WHERE o.state = 'published' AND ${shownTo('$2')} ORDER BY o.name, o.id`,
    [environmentId, tCode],
  );
}

export interface PlanOnSaleRow {
  plan_id: string;
  plan_name: string;
  price_cents: string;
  recurrence: 'monthly' | 'once';
  offer_id: string;
  offer_name: string;
}

/**
 * The plan if it is on sale to this customer (published offer shown to it, plan not retired), locked for
 * share so that a withdrawal or price change waits for the order that reads it.
 */
export async function findPlanOnSale(
  db: Queryable,
  planId: string,
  tCode: string,
): Promise<PlanOnSaleRow | undefined> {
  const [row] = await db.query<PlanOnSaleRow>(
    `SELECT p.id AS plan_id, p.name AS plan_name, p.price_cents::text AS price_cents, p.recurrence,
       o.id AS offer_id, o.name AS offer_name
     FROM marketplace_offer_plans p JOIN marketplace_offers o ON o.id = p.offer_id
     WHERE p.id = $1 AND NOT p.retired AND o.state = 'published' AND ${shownTo('$2')}
     FOR SHARE OF p, o`,
    [planId, tCode],
  );
  return row;
}
