// IaaS budgets of an environment (migration 0023). Every read and write names the environment, so a budget is
// only ever found through the environment it was saved in.
import type { IaasBudgetLine } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface IaasBudgetRow {
  id: string;
  environment_id: string;
  cloud_id: string;
  name: string;
  region: string;
  items: IaasBudgetLine[];
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface IaasBudgetFields {
  name: string;
  region: string;
  items: readonly IaasBudgetLine[];
}

const columns = `b.id, b.environment_id, e.cloud_id, b.name, b.region, b.items, u.email AS created_by, b.created_at, b.updated_at`;
const from = `iaas_budgets b JOIN customer_environments e ON e.id = b.environment_id JOIN users u ON u.id = b.created_by`;

export function listIaasBudgetsOfEnvironment(db: Queryable, environmentId: string): Promise<IaasBudgetRow[]> {
  return db.query<IaasBudgetRow>(
    `SELECT ${columns} FROM ${from} WHERE b.environment_id = $1 ORDER BY b.updated_at DESC, b.id LIMIT 100`,
    [environmentId],
  );
}

export async function findIaasBudget(
  db: Queryable,
  environmentId: string,
  budgetId: string,
): Promise<IaasBudgetRow | undefined> {
  const [row] = await db.query<IaasBudgetRow>(
    `SELECT ${columns} FROM ${from} WHERE b.environment_id = $1 AND b.id = $2`,
    [environmentId, budgetId],
  );
  return row;
}

/** Saves a new budget; returns its id. */
export async function insertIaasBudget(
  db: Queryable,
  environmentId: string,
  userId: string,
  fields: IaasBudgetFields,
): Promise<string> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO iaas_budgets (environment_id, name, region, items, created_by)
     VALUES ($1, $2, $3, $4::jsonb, $5)
     RETURNING id`,
    [environmentId, fields.name, fields.region, JSON.stringify(fields.items), userId],
  );
  return inserted!.id;
}

/** Replaces a budget's fields; false when the environment has no such budget. */
export async function updateIaasBudget(
  db: Queryable,
  environmentId: string,
  budgetId: string,
  fields: IaasBudgetFields,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE iaas_budgets SET name = $3, region = $4, items = $5::jsonb, updated_at = now()
     WHERE environment_id = $1 AND id = $2 RETURNING id`,
    [environmentId, budgetId, fields.name, fields.region, JSON.stringify(fields.items)],
  );
  return rows.length > 0;
}

/** Deletes a budget; false when the environment has no such budget (already deleted: a retry). */
export async function deleteIaasBudget(
  db: Queryable,
  environmentId: string,
  budgetId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM iaas_budgets WHERE environment_id = $1 AND id = $2 RETURNING id',
    [environmentId, budgetId],
  );
  return rows.length > 0;
}

export interface MonthConsumptionRow {
  month: string;
  days_elapsed: number;
  days_in_month: number;
  to_date_cents: number;
}

/** The environment's consumption this month up to yesterday (the analytics side's daily totals), in centavos. */
export async function readMonthConsumption(
  db: Queryable,
  environmentId: string,
): Promise<MonthConsumptionRow> {
  const [row] = await db.query<MonthConsumptionRow>(
    `SELECT to_char(current_date, 'YYYY-MM') AS month,
            (current_date - date_trunc('month', current_date)::date)::int AS days_elapsed,
            extract(day FROM date_trunc('month', current_date) + interval '1 month - 1 day')::int AS days_in_month,
            coalesce(round(sum(c.valor) * 100), 0)::bigint::float8 AS to_date_cents
     FROM analytics_consumo_diario_ambiente c
     WHERE c.environment_id = $1 AND c.dia >= date_trunc('month', current_date)::date AND c.dia < current_date`,
    [environmentId],
  );
  return row!;
}
