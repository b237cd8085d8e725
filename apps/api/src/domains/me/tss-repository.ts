// TSS by customer code (t_code): the companies registered for it (migration 0048) hold the quota, each its own;
// the t_code's quota is their sum. The one place that reads and writes them.
import type { TssEnvironment } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface TssSubscriptionRow {
  t_code: string;
  quota_hired: number;
  quota_used: number;
}

export interface TssCompanyRow {
  id: string;
  t_code: string;
  cnpj: string;
  corporate_name: string;
  environment: TssEnvironment;
  quota_hired: number;
  quota_used: number;
  updated_at: string;
}

const companyColumns = `c.id, c.t_code, c.cnpj, c.corporate_name, c.tss_environment AS environment, c.quota_hired,
  c.quota_used, c.updated_at`;

/** The TSS quota of a customer code (its companies' sum), or undefined when it is not registered for TSS. */
export async function findTssSubscription(
  db: Queryable,
  tCode: string,
): Promise<TssSubscriptionRow | undefined> {
  const rows = await db.query<TssSubscriptionRow>(
    `SELECT s.t_code, coalesce(sum(c.quota_hired), 0)::int AS quota_hired,
            coalesce(sum(c.quota_used), 0)::int AS quota_used
     FROM tss_subscriptions s LEFT JOIN tss_companies c ON c.t_code = s.t_code
     WHERE s.t_code = $1 GROUP BY s.t_code`,
    [tCode],
  );
  return rows[0];
}

/** A customer code's companies, by name. */
export function listTssCompanies(db: Queryable, tCode: string): Promise<TssCompanyRow[]> {
  return db.query<TssCompanyRow>(
    `SELECT ${companyColumns} FROM tss_companies c WHERE c.t_code = $1
     ORDER BY c.corporate_name, c.cnpj, c.tss_environment`,
    [tCode],
  );
}

/** Every company of every customer, with the customer's name (staff, tss_admin). */
export function listAllTssCompanies(db: Queryable): Promise<(TssCompanyRow & { customer_name: string })[]> {
  return db.query(
    `SELECT ${companyColumns}, coalesce(
       (SELECT e.corporate_name FROM customer_environments e WHERE e.t_code = c.t_code
        ORDER BY e.created_at, e.cloud_id LIMIT 1), c.t_code) AS customer_name
     FROM tss_companies c ORDER BY c.t_code, c.corporate_name, c.cnpj, c.tss_environment`,
  );
}

export async function findTssCompany(db: Queryable, id: string): Promise<TssCompanyRow | undefined> {
  const [row] = await db.query<TssCompanyRow>(
    `SELECT ${companyColumns} FROM tss_companies c WHERE c.id = $1`,
    [id],
  );
  return row;
}

export interface NewTssCompany {
  t_code: string;
  cnpj: string;
  corporate_name: string;
  environment: TssEnvironment;
  quota_hired: number;
  quota_used?: number;
}

/** Registers a company (and its t_code for TSS); undefined when the t_code has it in that environment already. */
export async function insertTssCompany(
  db: Queryable,
  company: NewTssCompany,
): Promise<TssCompanyRow | undefined> {
  await db.query('INSERT INTO tss_subscriptions (t_code) VALUES ($1) ON CONFLICT (t_code) DO NOTHING', [
    company.t_code,
  ]);
  const [row] = await db.query<TssCompanyRow>(
    `INSERT INTO tss_companies AS c (t_code, cnpj, corporate_name, tss_environment, quota_hired, quota_used)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (t_code, cnpj, tss_environment) DO NOTHING
     RETURNING ${companyColumns}`,
    [
      company.t_code,
      company.cnpj,
      company.corporate_name,
      company.environment,
      company.quota_hired,
      company.quota_used ?? 0,
    ],
  );
  return row;
}

/** Sets a company's hired quota; the row before and after (undefined: no such company). */
export async function updateTssQuota(
  db: Queryable,
  id: string,
  quotaHired: number,
): Promise<{ before: TssCompanyRow; after: TssCompanyRow } | undefined> {
  const [before] = await db.query<TssCompanyRow>(
    `SELECT ${companyColumns} FROM tss_companies c WHERE c.id = $1 FOR UPDATE`,
    [id],
  );
  if (!before) return undefined;
  const [after] = await db.query<TssCompanyRow>(
    `UPDATE tss_companies AS c SET quota_hired = $2, updated_at = now() WHERE c.id = $1 RETURNING ${companyColumns}`,
    [id, quotaHired],
  );
  return { before, after: after! };
}

/** Demo seed: each t_code registered for TSS with its companies. */
export async function insertTssSubscriptions(
  db: Queryable,
  subscriptions: readonly { t_code: string; companies: readonly Omit<NewTssCompany, 't_code'>[] }[],
): Promise<void> {
  for (const subscription of subscriptions) {
    await db.query('INSERT INTO tss_subscriptions (t_code) VALUES ($1) ON CONFLICT DO NOTHING', [
      subscription.t_code,
    ]);
    for (const company of subscription.companies)
      await insertTssCompany(db, { ...company, t_code: subscription.t_code });
  }
}
