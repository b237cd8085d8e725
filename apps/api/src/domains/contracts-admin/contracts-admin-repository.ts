// Every customer's contracts for staff (issue 32): the product contracts (environment_contracts) and the IaaS
// contracts (iaas_contracts) as one list, and their status. Money as integer centavos in text.
import type { ContractAdminKind, ContractAdminRow, ContractAdminStatus } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

const productRows = `
  SELECT 'product' AS kind, c.contract_id AS number, e.cloud_id, e.corporate_name AS customer_name, e.t_code,
         c.product AS plan, c.description, c.status, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
         to_char(c.end_date, 'YYYY-MM-DD') AS end_date, (c.monthly_value * 100)::bigint::text AS monthly_cents
  FROM environment_contracts c JOIN customer_environments e ON e.id = c.environment_id`;
// An IaaS contract ends term_months after it starts; it is billed by use, so it has no monthly fee.
const iaasRows = `
  SELECT 'iaas' AS kind, c.contract_number AS number, e.cloud_id, e.corporate_name AS customer_name, e.t_code,
         c.plan, 'IaaS' AS description, c.status, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
         to_char(c.start_date + make_interval(months => c.term_months), 'YYYY-MM-DD') AS end_date,
         NULL::text AS monthly_cents
  FROM iaas_contracts c JOIN customer_environments e ON e.id = c.environment_id`;

/** Every contract, newest first. */
export function listAllContracts(db: Queryable): Promise<ContractAdminRow[]> {
  return db.query<ContractAdminRow>(
    `SELECT * FROM (${productRows} UNION ALL ${iaasRows}) AS c ORDER BY start_date DESC, kind, number`,
  );
}

/** One contract, locked for a change. */
export async function findContractForUpdate(
  db: Queryable,
  kind: ContractAdminKind,
  number: string,
): Promise<ContractAdminRow | undefined> {
  const [row] = await db.query<ContractAdminRow>(
    kind === 'product'
      ? `${productRows} WHERE c.contract_id = $1 FOR UPDATE OF c`
      : `${iaasRows} WHERE c.contract_number = $1 FOR UPDATE OF c`,
    [number],
  );
  return row;
}

/** Sets the status; a product contract ended gets today as its end when it had none. */
export async function updateContractStatus(
  db: Queryable,
  kind: ContractAdminKind,
  number: string,
  status: ContractAdminStatus,
): Promise<void> {
  await db.query(
    kind === 'product'
      ? `UPDATE environment_contracts SET status = $2,
           end_date = CASE WHEN $2 = 'ended' THEN coalesce(end_date, greatest(current_date, start_date))
                           ELSE end_date END
         WHERE contract_id = $1`
      : 'UPDATE iaas_contracts SET status = $2 WHERE contract_number = $1',
    [number, status],
  );
}
