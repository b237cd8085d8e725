// Demo IaaS › Informações (migration 0029): every environment has an IaaS contract and billing data, and its
// documents are the contract and an invoice for each of the last three closed months (their files are made on
// download from these rows and the analytics side's daily consumption). GLX40 has none of it: the page's empty
// state. Plans, payment methods and invoice days vary so the page shows each.
import type { IaasContractPlan, IaasPaymentMethod } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { demoEnvironments } from './demo-data';

const plans: IaasContractPlan[] = ['enterprise', 'reserved_36', 'reserved_12', 'pay_as_you_go'];
const terms: Record<IaasContractPlan, number> = {
  enterprise: 48,
  reserved_36: 36,
  reserved_12: 12,
  pay_as_you_go: 12,
};
const payments: IaasPaymentMethod[] = ['boleto', 'pix', 'bank_debit', 'credit_card'];
const streets = ['Av. Paulista', 'Rua da Assembleia', 'Av. Afonso Pena', 'Rua XV de Novembro'];
const cities = ['São Paulo – SP', 'Rio de Janeiro – RJ', 'Belo Horizonte – MG', 'Curitiba – PR'];

/** The environment without contract, billing data or documents. */
export const demoEnvironmentWithoutIaasContract = 'GLX40';

export async function seedDemoIaasInformation(db: Queryable): Promise<void> {
  for (const [index, env] of demoEnvironments.entries()) {
    if (env.cloud_id === demoEnvironmentWithoutIaasContract) continue;
    const plan = plans[index % plans.length]!;
    const domain = env.corporate_name.split(' ')[0]!.toLowerCase();
    await db.query(
      `INSERT INTO iaas_contracts (environment_id, contract_number, plan, start_date, term_months, status)
       SELECT id, $2, $3, date_trunc('month', current_date)::date - make_interval(months => $4), $5, 'active'
       FROM customer_environments WHERE cloud_id = $1`,
      [env.cloud_id, `IAAS-${env.cloud_id}-${2024 + (index % 2)}`, plan, 6 + (index % 10), terms[plan]],
    );
    await db.query(
      `INSERT INTO iaas_billing_profiles (environment_id, billing_address, invoice_email, payment_method, invoice_day)
       SELECT id, $2, $3, $4, $5 FROM customer_environments WHERE cloud_id = $1`,
      [
        env.cloud_id,
        `${streets[index % streets.length]}, ${1000 + index * 17}, ${cities[index % cities.length]}`,
        `faturas@${domain}.example`,
        payments[index % payments.length]!,
        [5, 10, 15, 20][index % 4]!,
      ],
    );
    // The contract, issued when it started, and the invoices of the last three closed months, issued on the
    // first day of the month after.
    await db.query(
      `INSERT INTO iaas_documents (environment_id, kind, period, issued_on)
       SELECT e.id, 'contract', NULL, c.start_date
       FROM customer_environments e JOIN iaas_contracts c ON c.environment_id = e.id WHERE e.cloud_id = $1
       UNION ALL
       SELECT e.id, 'invoice', (date_trunc('month', current_date) - make_interval(months => m))::date,
              (date_trunc('month', current_date) - make_interval(months => m - 1))::date
       FROM customer_environments e, generate_series(1, 3) AS m WHERE e.cloud_id = $1`,
      [env.cloud_id],
    );
  }
}
