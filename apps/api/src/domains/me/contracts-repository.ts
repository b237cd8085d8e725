import type { Contract } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export type ContractRow = Contract;

export interface NewContract extends Contract {
  cloud_id: string;
}

/** The environment's contracts, newest first. Dates as YYYY-MM-DD, whatever the driver's date parsing. */
export function listContractsOfEnvironment(db: Queryable, environmentId: string): Promise<ContractRow[]> {
  return db.query<ContractRow>(
    `SELECT contract_id, product, description, status, to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(end_date, 'YYYY-MM-DD') AS end_date, monthly_value::float8 AS monthly_value, currency
     FROM environment_contracts
     WHERE environment_id = $1
     ORDER BY start_date DESC, contract_id`,
    [environmentId],
  );
}

/** Inserts a batch in one statement (demo seed); rows of unknown cloud_ids are skipped. */
export async function insertContracts(db: Queryable, contracts: readonly NewContract[]): Promise<void> {
  const column = (pick: (c: NewContract) => string | number | null) =>
    contracts.map((c) => String(pick(c) ?? ''));
  await db.query(
    `INSERT INTO environment_contracts (contract_id, environment_id, product, description, status, start_date,
                                        end_date, monthly_value, currency)
     SELECT r.contract_id, e.id, r.product, r.description, r.status, r.start_date::date,
            nullif(r.end_date, '')::date, r.monthly_value::numeric, r.currency
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::text[])
          AS r(contract_id, cloud_id, product, description, status, start_date, end_date, monthly_value, currency)
     JOIN customer_environments e ON e.cloud_id = r.cloud_id`,
    [
      column((c) => c.contract_id),
      column((c) => c.cloud_id),
      column((c) => c.product),
      column((c) => c.description),
      column((c) => c.status),
      column((c) => c.start_date),
      column((c) => c.end_date),
      column((c) => c.monthly_value),
      column((c) => c.currency),
    ],
  );
}
