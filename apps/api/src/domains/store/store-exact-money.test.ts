// Exact money (issue 32): over 10,000 generated orders, every statement's total is the sum of its lines plus
// its taxes to the centavo, its purchase lines are exactly what the orders bill that month, and a price change
// after issue alters no statement.
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { addMonths } from './store-months';
import { currentMonth, freezeStatements } from './store-statement-freeze';
import { findStatement } from './store-statements-repository';
import { storeTaxes, taxOf } from './store-taxes';

const ORDERS = 10_000;
const ENVIRONMENTS = 40;
const MONTHS_BACK = 6;

/** A small seeded generator (mulberry32): the same orders every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Order {
  environmentId: string;
  quantity: number;
  unitPriceCents: bigint;
  recurrence: 'once' | 'monthly';
  activatedMonth: string;
  /** The month it was cancelled after its period (billed through it); none: not cancelled so. */
  cancelledMonth?: string;
  /** Cancelled within its period: never billed. */
  cancelledInTime: boolean;
}

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('postgres');
});
afterAll(() => db.close());

it('issues statements whose totals are their lines plus taxes, exactly, and frozen', async () => {
  const now = await currentMonth(db);
  const environmentIds = (
    await db.query<{ id: string }>(
      `SELECT id FROM customer_environments ORDER BY cloud_id LIMIT ${ENVIRONMENTS}`,
    )
  ).map((row) => row.id);
  const [someone] = await db.query<{ id: string; email: string }>(`SELECT id, email FROM users LIMIT 1`);
  // Start clean of the demo purchases, so the orders below are all there is to bill.
  await db.query('DELETE FROM purchases');

  const draw = random(32);
  const pick = (n: number) => Math.floor(draw() * n);
  const orders: Order[] = Array.from({ length: ORDERS }, () => {
    const activatedMonth = addMonths(now, -1 - pick(MONTHS_BACK));
    const fate = draw();
    const monthly = draw() < 0.5;
    const cancelledAfter = fate < 0.1 ? addMonths(activatedMonth, pick(3)) : undefined;
    return {
      environmentId: environmentIds[pick(environmentIds.length)]!,
      quantity: 1 + pick(50),
      // Up to R$ 1 million each, any centavo: sums past 2^53 centavos would still be exact.
      unitPriceCents: BigInt(1 + pick(100_000_000)),
      recurrence: monthly ? 'monthly' : 'once',
      activatedMonth,
      cancelledMonth: cancelledAfter && cancelledAfter < now ? cancelledAfter : undefined,
      cancelledInTime: fate >= 0.1 && fate < 0.2,
    };
  });

  // Activated on the 15th at noon (no month edge in any time zone), cancellable for 7 days: cancelled in time the
  // next day, or after its period on the 25th of its cancelledMonth.
  await db.query(
    `INSERT INTO purchases (environment_id, buyer_user_id, buyer_email, source, source_ref, description, quantity,
       unit_price_cents, recurrence, state, ordered_at, activated_at, cancellable_until, cancelled_at)
     SELECT o.environment_id::uuid, $1::uuid, $2, 'marketplace', 'gerado-' || o.n, 'Pedido gerado ' || o.n,
            o.quantity::int, o.price::bigint, o.recurrence,
            CASE WHEN o.in_time = 't' OR o.cancelled_month <> '' THEN 'cancelled' ELSE 'active' END,
            o.at, o.at, o.at + interval '7 days',
            CASE WHEN o.in_time = 't' THEN o.at + interval '1 day'
                 WHEN o.cancelled_month <> '' THEN to_date(o.cancelled_month, 'YYYY-MM') + interval '24 days 12 hours'
            END
     FROM (SELECT u.*, (to_date(u.month, 'YYYY-MM') + interval '14 days 12 hours')::timestamptz AS at
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
             WITH ORDINALITY AS u (environment_id, quantity, price, recurrence, month, cancelled_month, in_time, n)
          ) o (environment_id, quantity, price, recurrence, month, cancelled_month, in_time, n, at)`,
    [
      someone!.id,
      someone!.email,
      orders.map((o) => o.environmentId),
      orders.map((o) => String(o.quantity)),
      orders.map((o) => o.unitPriceCents.toString()),
      orders.map((o) => o.recurrence),
      orders.map((o) => o.activatedMonth),
      orders.map((o) => o.cancelledMonth ?? ''),
      orders.map((o) => (o.cancelledInTime ? 't' : 'f')),
    ],
  );

  // What each environment's month must bill of the orders, worked out here independently of the SQL.
  const expected = new Map<string, bigint>();
  for (const order of orders) {
    if (order.cancelledInTime) continue;
    const last =
      order.recurrence === 'once' ? order.activatedMonth : (order.cancelledMonth ?? addMonths(now, -1));
    for (let month = order.activatedMonth; month <= last; month = addMonths(month, 1)) {
      const key = `${order.environmentId}|${month}`;
      expected.set(key, (expected.get(key) ?? 0n) + BigInt(order.quantity) * order.unitPriceCents);
    }
  }

  const read = async () => {
    const all = [];
    for (const environmentId of environmentIds)
      for (let back = 1; back <= MONTHS_BACK; back += 1) {
        const month = addMonths(now, -back);
        all.push({ environmentId, month, statement: await findStatement(db, environmentId, month) });
      }
    return all;
  };

  for (const environmentId of environmentIds) await freezeStatements(db, environmentId, now);
  const issued = await read();
  let checked = 0;
  for (const { environmentId, month, statement } of issued) {
    const purchasesBilled = expected.get(`${environmentId}|${month}`) ?? 0n;
    if (!statement) {
      expect(purchasesBilled).toBe(0n);
      continue;
    }
    const amounts = (kind: string) =>
      statement.lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + BigInt(l.amount_cents), 0n);
    expect(amounts('purchase')).toBe(purchasesBilled);
    const subtotal = amounts('consumption') + amounts('purchase');
    expect(BigInt(statement.subtotal_cents)).toBe(subtotal);
    const taxes = storeTaxes.map((tax) => taxOf(subtotal, tax.basisPoints));
    expect(statement.lines.filter((l) => l.kind === 'tax').map((l) => BigInt(l.amount_cents))).toEqual(taxes);
    expect(BigInt(statement.total_cents)).toBe(subtotal + taxes.reduce((a, b) => a + b, 0n));
    checked += 1;
  }
  expect(checked).toBe(ENVIRONMENTS * MONTHS_BACK);

  // A price change (and a consumption recalculation) after issue: no statement moves.
  await db.query('UPDATE purchases SET unit_price_cents = unit_price_cents + 99');
  await db.query('UPDATE analytics_consumo_mensal SET valor = valor + 1');
  for (const environmentId of environmentIds) expect(await freezeStatements(db, environmentId, now)).toBe(0);
  expect(await read()).toEqual(issued);
}, 120_000);
