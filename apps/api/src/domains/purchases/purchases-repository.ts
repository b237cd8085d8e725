// The one place that writes and reads purchases (migration 0044): the marketplace, the AI agents and TSS
// record what they sell here; the store lists it and the statements bill it.
import type { Queryable } from '../../db/database';
import { environmentVisibleToUser } from '../environments/environments-repository';

export type PurchaseSource = 'marketplace' | 'ai_agent' | 'tss';
export type PurchaseState = 'pending' | 'provisioning' | 'active' | 'cancelled' | 'failed';
export type PurchaseRecurrence = 'once' | 'monthly';

export interface PurchaseRow {
  id: string;
  environment_id: string;
  buyer_user_id: string | null;
  buyer_email: string;
  source: PurchaseSource;
  source_ref: string;
  description: string;
  quantity: number;
  /** Integer centavos, as a string: bigint comes back as text so that no amount passes through a float. */
  unit_price_cents: string;
  recurrence: PurchaseRecurrence;
  state: PurchaseState;
  operation_id: string | null;
  ordered_at: string;
  activated_at: string | null;
  cancellable_until: string | null;
  cancelled_at: string | null;
}

export interface NewPurchase {
  environmentId: string;
  buyerUserId: string;
  buyerEmail: string;
  source: PurchaseSource;
  sourceRef: string;
  description: string;
  quantity: number;
  /** Integer centavos. */
  unitPriceCents: bigint | number;
  recurrence: PurchaseRecurrence;
  /** Until when it may be cancelled without being billed (none: it cannot). */
  cancellableUntil?: Date;
}

/** A purchase's columns as PurchaseRow reads them, of the table or of its alias `p.` in a join. */
const columnsOf = (alias = '') =>
  `${alias}id, ${alias}environment_id, ${alias}buyer_user_id, ${alias}buyer_email, ${alias}source,
  ${alias}source_ref, ${alias}description, ${alias}quantity, ${alias}unit_price_cents::text AS unit_price_cents,
  ${alias}recurrence, ${alias}state, ${alias}operation_id, ${alias}ordered_at, ${alias}activated_at,
  ${alias}cancellable_until, ${alias}cancelled_at`;
const columns = columnsOf();

export async function insertPurchase(db: Queryable, purchase: NewPurchase): Promise<PurchaseRow> {
  const [row] = await db.query<PurchaseRow>(
    `INSERT INTO purchases (environment_id, buyer_user_id, buyer_email, source, source_ref, description,
       quantity, unit_price_cents, recurrence, cancellable_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10)
     RETURNING ${columns}`,
    [
      purchase.environmentId,
      purchase.buyerUserId,
      purchase.buyerEmail,
      purchase.source,
      purchase.sourceRef,
      purchase.description,
      purchase.quantity,
      String(purchase.unitPriceCents),
      purchase.recurrence,
      purchase.cancellableUntil?.toISOString() ?? null,
    ],
  );
  return row!;
}

/** Moves a purchase on; `cancelled` stamps cancelled_at, `active` activated_at. */
export async function setPurchaseState(
  db: Queryable,
  id: string,
  state: PurchaseState,
  operationId?: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db.query<PurchaseRow>(
    `UPDATE purchases SET state = $2,
       operation_id = COALESCE($3, operation_id),
       activated_at = CASE WHEN $2 = 'active' THEN COALESCE(activated_at, now()) ELSE activated_at END,
       cancelled_at = CASE WHEN $2 = 'cancelled' THEN now() ELSE NULL END
     WHERE id = $1 RETURNING ${columns}`,
    [id, state, operationId ?? null],
  );
  return row;
}

/** An environment's purchases, newest first. */
export async function listPurchasesOfEnvironment(
  db: Queryable,
  environmentId: string,
): Promise<PurchaseRow[]> {
  return db.query<PurchaseRow>(
    `SELECT ${columns} FROM purchases WHERE environment_id = $1 ORDER BY ordered_at DESC, id`,
    [environmentId],
  );
}

export interface PurchaseFilter {
  /** A customer's code (t_code). */
  tCode?: string;
  source?: PurchaseSource;
  /** Ordered on or after this day, and on or before that one (UTC, YYYY-MM-DD). */
  from?: string;
  to?: string;
}

export interface CustomerPurchaseRow {
  id: string;
  t_code: string;
  corporate_name: string;
  cloud_id: string;
  source: PurchaseSource;
  description: string;
  quantity: number;
  unit_price_cents: string;
  total_cents: string;
  recurrence: PurchaseRecurrence;
  state: PurchaseState;
  buyer_email: string;
  ordered_at: string;
}

/**
 * Every customer's purchases (the sales history), newest first: at most `limit`, with the count of all that match
 * and their total (quantity × unit price, a monthly one at its monthly price once; failed ones count nothing).
 */
export async function listPurchasesAcrossCustomers(
  db: Queryable,
  filter: PurchaseFilter,
  limit: number,
): Promise<{ rows: CustomerPurchaseRow[]; count: number; totalCents: string }> {
  const where = `WHERE ($1::text IS NULL OR e.t_code = $1) AND ($2::text IS NULL OR p.source = $2)
      AND ($3::date IS NULL OR p.ordered_at >= ($3::date)::timestamp AT TIME ZONE 'UTC')
      AND ($4::date IS NULL OR p.ordered_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  const params = [filter.tCode ?? null, filter.source ?? null, filter.from ?? null, filter.to ?? null];
  const from = 'FROM purchases p JOIN customer_environments e ON e.id = p.environment_id';
  const rows = await db.query<CustomerPurchaseRow>(
    `SELECT p.id, e.t_code, e.corporate_name, e.cloud_id, p.source,
         p.description, p.quantity, p.unit_price_cents::text AS unit_price_cents,
         (p.unit_price_cents * p.quantity)::text AS total_cents, p.recurrence, p.state, p.buyer_email,
         p.ordered_at
       ${from} ${where} ORDER BY p.ordered_at DESC, p.id LIMIT $5`,
    [...params, limit],
  );
  const [sum] = await db.query<{ count: number; total: string }>(
    `SELECT count(*)::int AS count, COALESCE(sum(p.unit_price_cents * p.quantity) FILTER (WHERE p.state <> 'failed'), 0)::text AS total
       ${from} ${where}`,
    params,
  );
  return { rows, count: sum!.count, totalCents: sum!.total };
}

/** A purchase with the cloud id of its environment, when the user may see that environment (else none). */
export async function findPurchaseVisibleTo(
  db: Queryable,
  userId: string,
  purchaseId: string,
  options: { lock?: boolean } = {},
): Promise<(PurchaseRow & { cloud_id: string }) | undefined> {
  const [row] = await db.query<PurchaseRow & { cloud_id: string }>(
    `SELECT ${columnsOf('p.')}, e.cloud_id
     FROM purchases p JOIN customer_environments e ON e.id = p.environment_id
     WHERE p.id = $2 AND ${environmentVisibleToUser}
     ${options.lock ? 'FOR UPDATE OF p' : ''}`,
    [userId, purchaseId],
  );
  return row;
}

/**
 * What a month bills of an environment's purchases. A purchase is billed once activated, unless it was cancelled
 * within its cancellation period (then never). 'once': in the month it was activated; 'monthly': every month
 * from that one to the month it was cancelled in (or on). `month` is YYYY-MM.
 */
export function listPurchasesBilledIn(
  db: Queryable,
  environmentId: string,
  month: string,
): Promise<PurchaseRow[]> {
  return db.query<PurchaseRow>(
    `SELECT ${columns} FROM purchases
     WHERE environment_id = $1 AND activated_at IS NOT NULL
       AND NOT (cancelled_at IS NOT NULL AND cancellable_until IS NOT NULL AND cancelled_at <= cancellable_until)
       AND CASE recurrence
             WHEN 'once' THEN date_trunc('month', activated_at) = to_date($2, 'YYYY-MM')
             ELSE date_trunc('month', activated_at) <= to_date($2, 'YYYY-MM')
                  AND (cancelled_at IS NULL OR date_trunc('month', cancelled_at) >= to_date($2, 'YYYY-MM'))
           END
     ORDER BY activated_at, id`,
    [environmentId, month],
  );
}
