// IaaS › Informações (migration 0029): an environment's IaaS contract, billing profile and documents. Every read
// names the environment, so a document is only ever found through the environment it belongs to.
import type { IaasContractPlan, IaasDocumentKind, IaasPaymentMethod } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface IaasContractRow {
  contract_number: string;
  plan: IaasContractPlan;
  start_date: string;
  term_months: number;
  end_date: string;
  status: 'active' | 'suspended' | 'ended';
}

export interface IaasBillingProfileRow {
  billing_address: string;
  invoice_email: string;
  payment_method: IaasPaymentMethod;
  invoice_day: number;
}

export interface IaasDocumentRow {
  id: string;
  kind: IaasDocumentKind;
  /** YYYY-MM for an invoice. */
  period: string | null;
  issued_on: string;
}

export async function findIaasContract(
  db: Queryable,
  environmentId: string,
): Promise<IaasContractRow | undefined> {
  const [row] = await db.query<IaasContractRow>(
    `SELECT contract_number, plan, to_char(start_date, 'YYYY-MM-DD') AS start_date, term_months,
            to_char(start_date + make_interval(months => term_months), 'YYYY-MM-DD') AS end_date, status
     FROM iaas_contracts WHERE environment_id = $1`,
    [environmentId],
  );
  return row;
}

export async function findIaasBillingProfile(
  db: Queryable,
  environmentId: string,
): Promise<IaasBillingProfileRow | undefined> {
  const [row] = await db.query<IaasBillingProfileRow>(
    `SELECT billing_address, invoice_email, payment_method, invoice_day
     FROM iaas_billing_profiles WHERE environment_id = $1`,
    [environmentId],
  );
  return row;
}

const documentColumns = `id, kind, to_char(period, 'YYYY-MM') AS period, to_char(issued_on, 'YYYY-MM-DD') AS issued_on`;

export function listIaasDocuments(db: Queryable, environmentId: string): Promise<IaasDocumentRow[]> {
  return db.query<IaasDocumentRow>(
    `SELECT ${documentColumns} FROM iaas_documents WHERE environment_id = $1
     ORDER BY issued_on DESC, kind, id LIMIT 200`,
    [environmentId],
  );
}

export async function findIaasDocument(
  db: Queryable,
  environmentId: string,
  documentId: string,
): Promise<IaasDocumentRow | undefined> {
  const [row] = await db.query<IaasDocumentRow>(
    `SELECT ${documentColumns} FROM iaas_documents WHERE environment_id = $1 AND id = $2`,
    [environmentId, documentId],
  );
  return row;
}

export interface DailyConsumptionRow {
  day: string;
  region: string;
  value_cents: number;
}

/** The environment's daily consumption in one month (YYYY-MM), by day and region: an invoice's lines. */
export function listMonthDailyConsumption(
  db: Queryable,
  environmentId: string,
  month: string,
): Promise<DailyConsumptionRow[]> {
  return db.query<DailyConsumptionRow>(
    `SELECT to_char(dia, 'YYYY-MM-DD') AS day, regiao AS region, round(valor * 100)::bigint::float8 AS value_cents
     FROM analytics_consumo_diario_ambiente
     WHERE environment_id = $1 AND dia >= to_date($2, 'YYYY-MM') AND dia < to_date($2, 'YYYY-MM') + interval '1 month'
     ORDER BY dia, regiao`,
    [environmentId, month],
  );
}
