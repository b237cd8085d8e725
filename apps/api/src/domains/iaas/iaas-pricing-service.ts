// IaaS price list and budgets (issue 30, IaaS › Calculadora): for users holding the IaaS permission (403
// otherwise), in an environment they may see (404 otherwise, unknown or not theirs alike). Saved budgets stay
// readable while the IaaS account is being cancelled; saving, changing or deleting one is refused then (spec §6).
// A budget's lines are priced with the region's prices of today, so a saved budget follows the price list.
import {
  iaasFeature,
  type IaasBudget,
  type IaasBudgetBody,
  type IaasBudgetList,
  type IaasBudgetPricedLine,
  type IaasPrice,
  type IaasPriceList,
} from '@nuvem/api-contract';
import { requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Principal } from '../session/session-service';
import {
  deleteIaasBudget,
  findIaasBudget,
  insertIaasBudget,
  listIaasBudgetsOfEnvironment,
  readMonthConsumption,
  updateIaasBudget,
  type IaasBudgetRow,
} from './iaas-budgets-repository';
import { listIaasImages, listIaasPrices, listIaasRegions } from './iaas-price-list-repository';
import { iaasAccountEnvironmentOf, iaasEnvironmentOf } from './iaas-resources-service';

const budgetNotFound = (budgetId: string) =>
  new ApiError(404, 'iaas_budget_not_found', 'No such budget in this environment.', [budgetId]);

/** The shared-budget link of portal spec §4 (iaas/calculator/shared-budget with cloud_id and budget_id). */
export const sharedBudgetPath = (cloudId: string, budgetId: string) =>
  `/iaas/calculator/shared-budget?${new URLSearchParams({ cloud_id: cloudId, budget_id: budgetId })}`;

export async function readIaasPriceList(db: Queryable, principal: Principal): Promise<IaasPriceList> {
  await requireAnyOf(db, principal, [iaasFeature]);
  const [regions, prices, images] = await Promise.all([
    listIaasRegions(db),
    listIaasPrices(db),
    listIaasImages(db),
  ]);
  return { currency: 'BRL', regions, prices, images };
}

/** The lines priced with the region's prices of today, and the items the region no longer lists. */
async function priced(db: Queryable, budget: Pick<IaasBudgetBody, 'region' | 'items'>) {
  const bySku = new Map<string, IaasPrice>(
    (await listIaasPrices(db, budget.region)).map((price) => [price.sku, price]),
  );
  const lines: IaasBudgetPricedLine[] = [];
  const unpriced: string[] = [];
  for (const item of budget.items) {
    const price = bySku.get(item.sku);
    if (!price) unpriced.push(item.sku);
    else
      lines.push({
        sku: item.sku,
        kind: price.kind,
        unit: price.unit,
        quantity: item.quantity,
        price_cents: price.price_cents,
        monthly_cents: item.quantity * price.price_cents,
      });
  }
  return { lines, unpriced, regionKnown: bySku.size > 0 };
}

/** Refuses a budget to save whose region or item the price list does not have, naming it. */
async function requirePriced(db: Queryable, body: IaasBudgetBody): Promise<void> {
  const { unpriced, regionKnown } = await priced(db, body);
  if (!regionKnown)
    throw new ApiError(400, 'iaas_unknown_region', `No region ${body.region}.`, [body.region]);
  const [sku] = unpriced;
  if (sku) throw new ApiError(400, 'iaas_budget_unknown_item', `No item ${sku} in ${body.region}.`, [sku]);
}

async function budgetOf(db: Queryable, row: IaasBudgetRow): Promise<IaasBudget> {
  const [{ lines, unpriced }, month] = await Promise.all([
    priced(db, row),
    readMonthConsumption(db, row.environment_id),
  ]);
  const monthly = lines.reduce((sum, line) => sum + line.monthly_cents, 0);
  return {
    unpriced_skus: unpriced,
    budget_id: row.id,
    cloud_id: row.cloud_id,
    name: row.name,
    region: row.region,
    lines,
    monthly_cents: monthly,
    yearly_cents: monthly * 12,
    consumption: {
      month: month.month,
      days_elapsed: month.days_elapsed,
      days_in_month: month.days_in_month,
      to_date_cents: month.to_date_cents,
      projected_cents:
        month.days_elapsed === 0
          ? null
          : Math.round((month.to_date_cents / month.days_elapsed) * month.days_in_month),
    },
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    share_path: sharedBudgetPath(row.cloud_id, row.id),
  };
}

export async function listIaasBudgets(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasBudgetList> {
  const environment = await iaasAccountEnvironmentOf(db, principal, cloudId);
  const rows = await listIaasBudgetsOfEnvironment(db, environment.id);
  return { budgets: await Promise.all(rows.map((row) => budgetOf(db, row))) };
}

export async function readIaasBudget(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  budgetId: string,
): Promise<IaasBudget> {
  const environment = await iaasAccountEnvironmentOf(db, principal, cloudId);
  const row = await findIaasBudget(db, environment.id, budgetId);
  if (!row) throw budgetNotFound(budgetId);
  return budgetOf(db, row);
}

/** Saves a budget; a retry with the same Idempotency-Key answers the budget saved the first time. */
export async function createIaasBudget(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  body: IaasBudgetBody,
  idempotencyKey: string | undefined,
): Promise<{ budget: IaasBudget; created: boolean }> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  await requirePriced(db, body);
  const { id, created } = await insertIaasBudget(
    db,
    environment.id,
    principal.userId,
    body,
    idempotencyKey ?? null,
  );
  return { budget: await readIaasBudget(db, principal, cloudId, id), created };
}

export async function replaceIaasBudget(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  budgetId: string,
  body: IaasBudgetBody,
): Promise<IaasBudget> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  await requirePriced(db, body);
  if (!(await updateIaasBudget(db, environment.id, budgetId, body))) throw budgetNotFound(budgetId);
  return readIaasBudget(db, principal, cloudId, budgetId);
}

/** Deletes a budget; 404 when the environment has none such (a retried delete: it is gone either way). */
export async function removeIaasBudget(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  budgetId: string,
): Promise<void> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  if (!(await deleteIaasBudget(db, environment.id, budgetId))) throw budgetNotFound(budgetId);
}
