// Issuing statements: each closed month of an environment gets one, made from that month's consumption (by
// service and product) and the purchases it bills, with the taxes of store-taxes.ts, and frozen (written once,
// never updated).
//
// Made lazily — on the first read of the environment's statements after a month closes — rather than by a
// monthly job or at seed: nothing here schedules work, a month nobody looks at costs nothing, and the data a
// statement is made from (the analytics side's monthly table, the purchases) is complete once the month has
// closed, so making it later gives the same statement as making it on the 1st. Two readers at once write one
// statement: the second insert finds the (environment, period) taken and keeps the first.
import type { Queryable } from '../../db/database';
import { listPurchasesBilledIn } from '../purchases/purchases-repository';
import { firstConsumptionMonth, listConsumptionByProduct } from './store-consumption-repository';
import { addMonths, monthsBetween } from './store-months';
import { insertStatement, listStatementPeriods, type NewStatementLine } from './store-statements-repository';
import { taxesOf } from './store-taxes';

/** How far back statements go: the closed months of the last two years (the analytics side's history). */
export const STATEMENT_HISTORY_MONTHS = 24;

/** The current month (YYYY-MM) by the database's clock, which the consumption rows follow too. */
export async function currentMonth(db: Queryable): Promise<string> {
  const [row] = await db.query<{ month: string }>(`SELECT to_char(current_date, 'YYYY-MM') AS month`);
  return row!.month;
}

/** The closed months that may have a statement: from the first with data, at most STATEMENT_HISTORY_MONTHS. */
export async function statementMonths(db: Queryable, environmentId: string, now: string): Promise<string[]> {
  const [firstPurchase] = await db.query<{ month: string | null }>(
    `SELECT to_char(min(activated_at), 'YYYY-MM') AS month FROM purchases WHERE environment_id = $1`,
    [environmentId],
  );
  const first = [await firstConsumptionMonth(db, environmentId), firstPurchase?.month ?? undefined]
    .filter((month): month is string => month !== undefined)
    .sort()[0];
  if (first === undefined) return [];
  const oldest = addMonths(now, -STATEMENT_HISTORY_MONTHS);
  return monthsBetween(first > oldest ? first : oldest, addMonths(now, -1));
}

/** The lines and totals of one month, as they read now (freezeStatements stores them). */
export async function statementContentOf(db: Queryable, environmentId: string, month: string) {
  const [consumption, purchases] = await Promise.all([
    listConsumptionByProduct(db, environmentId, month, month),
    listPurchasesBilledIn(db, environmentId, month),
  ]);
  const lines: NewStatementLine[] = [
    ...consumption.map((row) => ({
      kind: 'consumption' as const,
      category: row.service,
      description: `${row.service} — ${row.product}`,
      quantity: row.quantity,
      unit: row.unit,
      amountCents: BigInt(row.amount_cents),
    })),
    ...purchases.map((purchase) => ({
      kind: 'purchase' as const,
      category: purchase.source,
      description:
        purchase.recurrence === 'monthly' ? `${purchase.description} (mensal)` : purchase.description,
      quantity: String(purchase.quantity),
      unit: 'un',
      amountCents: BigInt(purchase.quantity) * BigInt(purchase.unit_price_cents),
      purchaseId: purchase.id,
    })),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0n);
  const taxes = taxesOf(subtotal);
  for (const { tax, cents } of taxes)
    lines.push({
      kind: 'tax',
      category: tax.code,
      description: tax.description,
      quantity: '1',
      unit: tax.basisPoints.toString(),
      amountCents: cents,
    });
  return { lines, subtotal, taxes: taxes.reduce((sum, { cents }) => sum + cents, 0n) };
}

/** Issues every closed month of the environment that has no statement yet; returns how many it wrote. */
export async function freezeStatements(db: Queryable, environmentId: string, now: string): Promise<number> {
  const [months, issued] = await Promise.all([
    statementMonths(db, environmentId, now),
    listStatementPeriods(db, environmentId),
  ]);
  let written = 0;
  for (const month of months.filter((m) => !issued.has(m))) {
    const { lines, subtotal, taxes } = await statementContentOf(db, environmentId, month);
    if (await insertStatement(db, environmentId, month, { subtotal, taxes }, lines)) written += 1;
  }
  return written;
}
