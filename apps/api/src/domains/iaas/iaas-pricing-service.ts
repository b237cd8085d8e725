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
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey, type KeyedAnswer, type OnceAnswer } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
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

async function budgetIn(tx: Queryable, environmentId: string, budgetId: string): Promise<IaasBudget> {
  const row = await findIaasBudget(tx, environmentId, budgetId);
  if (!row) throw budgetNotFound(budgetId);
  return budgetOf(tx, row);
}

export async function readIaasBudget(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  budgetId: string,
): Promise<IaasBudget> {
  const environment = await iaasAccountEnvironmentOf(db, principal, cloudId);
  return budgetIn(db, environment.id, budgetId);
}

/**
 * A budget write in one transaction, once per Idempotency-Key when one is sent: a retry answers what the
 * first answered (`replayed`), the key used for another request 409 idempotency_key_reused.
 */
function budgetWrite<T>(
  db: Database,
  principal: Principal,
  idempotencyKey: string | undefined,
  scope: string,
  request: unknown,
  write: (tx: Queryable) => Promise<KeyedAnswer<T>>,
): Promise<OnceAnswer<T>> {
  return db.transaction((tx) =>
    oncePerKey(tx, { userId: principal.userId, idempotencyKey, scope, request }, () => write(tx)),
  );
}

/** A budget saved, changed or deleted, in the audit log with the budget before and after. */
function auditBudget(
  tx: Queryable,
  principal: Principal,
  environmentId: string,
  action: 'budget.create' | 'budget.update' | 'budget.delete',
  budgetId: string,
  before: IaasBudget | null,
  after: IaasBudget | null,
) {
  return insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    environmentId,
    targetId: budgetId,
    before,
    after,
  });
}

/** Saves a budget; a retry with the same Idempotency-Key answers the budget saved the first time. */
export async function createIaasBudget(
  db: Database,
  principal: Principal,
  cloudId: string,
  body: IaasBudgetBody,
  idempotencyKey: string | undefined,
): Promise<{ budget: IaasBudget; created: boolean }> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const answer = await budgetWrite(
    db,
    principal,
    idempotencyKey,
    'iaas.budget.create',
    [environment.id, body],
    async (tx) => {
      await requirePriced(tx, body);
      const id = await insertIaasBudget(tx, environment.id, principal.userId, body);
      const budget = await budgetIn(tx, environment.id, id);
      await auditBudget(tx, principal, environment.id, 'budget.create', id, null, budget);
      return { status: 201, body: budget };
    },
  );
  return { budget: answer.body, created: !answer.replayed };
}

/** Replaces a budget's fields; a retry with the same Idempotency-Key answers the first change's budget. */
export async function replaceIaasBudget(
  db: Database,
  principal: Principal,
  cloudId: string,
  budgetId: string,
  body: IaasBudgetBody,
  idempotencyKey: string | undefined,
): Promise<IaasBudget> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const answer = await budgetWrite(
    db,
    principal,
    idempotencyKey,
    'iaas.budget.update',
    [environment.id, budgetId, body],
    async (tx) => {
      await requirePriced(tx, body);
      const before = await budgetIn(tx, environment.id, budgetId);
      if (!(await updateIaasBudget(tx, environment.id, budgetId, body))) throw budgetNotFound(budgetId);
      const after = await budgetIn(tx, environment.id, budgetId);
      await auditBudget(tx, principal, environment.id, 'budget.update', budgetId, before, after);
      return { status: 200, body: after };
    },
  );
  return answer.body;
}

/**
 * Deletes a budget; 404 when the environment has none such. A retry with the same Idempotency-Key answers
 * the first delete's 204; without a key, a retried delete finds it gone (404).
 */
export async function removeIaasBudget(
  db: Database,
  principal: Principal,
  cloudId: string,
  budgetId: string,
  idempotencyKey: string | undefined,
): Promise<void> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  await budgetWrite(
    db,
    principal,
    idempotencyKey,
    'iaas.budget.delete',
    [environment.id, budgetId],
    async (tx) => {
      const before = await budgetIn(tx, environment.id, budgetId);
      if (!(await deleteIaasBudget(tx, environment.id, budgetId))) throw budgetNotFound(budgetId);
      await auditBudget(tx, principal, environment.id, 'budget.delete', budgetId, before, null);
      return { status: 204, body: null };
    },
  );
}
