// Staff's side of the offers (migration 0046): every offer with its state, audience and purchases; an offer
// written whole (its plans kept by id — a price changed applies to new purchases, which copy it in; a plan left
// out is retired, not deleted, for the purchases that name it); its state moved.
import type { MarketplaceOfferBody, MarketplaceOfferState } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import type { OfferRow } from './marketplace-offers-repository';

export interface AdminOfferRow extends OfferRow {
  state: MarketplaceOfferState;
  audience: 'all' | 'chosen';
  customers: string[];
  purchases: number;
  updated_at: Date;
}

const adminColumns = `o.id, o.name, o.category, o.description, o.vendor, o.state, o.audience, o.updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name,
      'price_cents', p.price_cents::text, 'recurrence', p.recurrence) ORDER BY p.position)
    FROM marketplace_offer_plans p WHERE p.offer_id = o.id AND NOT p.retired), '[]'::json) AS plans,
  ARRAY(SELECT c.t_code FROM marketplace_offer_customers c WHERE c.offer_id = o.id ORDER BY c.t_code) AS customers,
  (SELECT count(*)::int FROM purchases pu JOIN marketplace_offer_plans pp ON pp.id::text = pu.source_ref
   WHERE pu.source = 'marketplace' AND pp.offer_id = o.id) AS purchases`;

export function listAdminOffers(db: Queryable): Promise<AdminOfferRow[]> {
  return db.query<AdminOfferRow>(`SELECT ${adminColumns} FROM marketplace_offers o ORDER BY o.name, o.id`);
}

export async function findAdminOffer(
  db: Queryable,
  id: string,
  lock = false,
): Promise<AdminOfferRow | undefined> {
  const [row] = await db.query<AdminOfferRow>(
    `SELECT ${adminColumns} FROM marketplace_offers o WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return row;
}

/** Every customer (t_code) an offer may be shown to, with its name. */
export function listMarketplaceCustomers(db: Queryable): Promise<{ t_code: string; name: string }[]> {
  return db.query(
    `SELECT t_code, min(corporate_name) AS name FROM customer_environments GROUP BY t_code ORDER BY 2, 1`,
  );
}

/** The t_codes among these that no environment has. */
export async function unknownCustomers(db: Queryable, tCodes: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ t_code: string }>(
    `SELECT t.t_code FROM unnest($1::text[]) AS t (t_code)
     WHERE NOT EXISTS (SELECT 1 FROM customer_environments e WHERE e.t_code = t.t_code)`,
    [tCodes],
  );
  return rows.map((row) => row.t_code);
}

export async function insertOffer(db: Queryable, body: MarketplaceOfferBody): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO marketplace_offers (name, category, description, vendor, audience)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [body.name.trim(), body.category, body.description.trim(), body.vendor.trim(), body.audience],
  );
  await writePlansAndCustomers(db, row!.id, body);
  return row!.id;
}

export async function updateOffer(db: Queryable, id: string, body: MarketplaceOfferBody): Promise<void> {
  await db.query(
    `UPDATE marketplace_offers SET name = $2, category = $3, description = $4, vendor = $5, audience = $6,
       updated_at = now() WHERE id = $1`,
    [id, body.name.trim(), body.category, body.description.trim(), body.vendor.trim(), body.audience],
  );
  await writePlansAndCustomers(db, id, body);
}

/** The plans as given (kept by id, new ones added, the others retired) and the customers replaced. */
async function writePlansAndCustomers(db: Queryable, offerId: string, body: MarketplaceOfferBody) {
  const kept = body.plans.flatMap((plan) => (plan.id ? [plan.id] : []));
  await db.query(
    `UPDATE marketplace_offer_plans SET retired = true WHERE offer_id = $1 AND NOT (id = ANY($2::uuid[]))`,
    [offerId, kept],
  );
  for (const [position, plan] of body.plans.entries()) {
    const updated = plan.id
      ? await db.query(
          `UPDATE marketplace_offer_plans SET name = $3, price_cents = $4::bigint, recurrence = $5,
             position = $6, retired = false
           WHERE id = $1 AND offer_id = $2 RETURNING 1`,
          [plan.id, offerId, plan.name.trim(), plan.price_cents, plan.recurrence, position],
        )
      : [];
    if (updated.length === 0)
      await db.query(
        `INSERT INTO marketplace_offer_plans (offer_id, name, price_cents, recurrence, position)
         VALUES ($1, $2, $3::bigint, $4, $5)`,
        [offerId, plan.name.trim(), plan.price_cents, plan.recurrence, position],
      );
  }
  await db.query('DELETE FROM marketplace_offer_customers WHERE offer_id = $1', [offerId]);
  if (body.audience === 'chosen')
    await db.query(
      `INSERT INTO marketplace_offer_customers (offer_id, t_code) SELECT $1, unnest($2::text[])`,
      [offerId, body.customers],
    );
}

export async function setOfferState(db: Queryable, id: string, state: MarketplaceOfferState): Promise<void> {
  await db.query('UPDATE marketplace_offers SET state = $2, updated_at = now() WHERE id = $1', [id, state]);
}
