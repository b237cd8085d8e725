// Minha conta › Consumo: the environment's last 12 months by service and product, and this month so far with
// its run-rate forecast. Every signed-in user may read it for an environment they may see (404 otherwise).
import type { StoreConsumption, StoreConsumptionMonth } from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { readMonthConsumption } from '../iaas/iaas-budgets-repository';
import type { Principal } from '../session/session-service';
import { listConsumptionByProduct } from './store-consumption-repository';
import { addMonths, monthsBetween, runRateForecast } from './store-months';

/** How many months the consumption page shows, the current one included. */
export const STORE_CONSUMPTION_MONTHS = 12;

export async function readStoreConsumption(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<StoreConsumption> {
  const environment = await environmentOf(db, principal, cloudId);
  const current = await readMonthConsumption(db, environment.id);
  const from = addMonths(current.month, 1 - STORE_CONSUMPTION_MONTHS);
  const rows = await listConsumptionByProduct(db, environment.id, from, current.month);
  const months = new Map<string, StoreConsumptionMonth & { sum: bigint }>(
    monthsBetween(from, current.month).map((month) => [
      month,
      { month, total_cents: '0', lines: [], sum: 0n },
    ]),
  );
  for (const row of rows) {
    const month = months.get(row.month);
    if (!month) continue;
    month.lines.push({ service: row.service, product: row.product, amount_cents: row.amount_cents });
    month.sum += BigInt(row.amount_cents);
  }
  const toDate = BigInt(current.to_date_cents);
  const forecast = runRateForecast(toDate, current.days_elapsed, current.days_in_month);
  return {
    cloud_id: environment.cloud_id,
    months: [...months.values()].map(({ sum, ...month }) => ({ ...month, total_cents: sum.toString() })),
    current: {
      month: current.month,
      to_date_cents: toDate.toString(),
      days_elapsed: current.days_elapsed,
      days_in_month: current.days_in_month,
      forecast_cents: forecast === null ? null : forecast.toString(),
    },
  };
}
