import type { CustomerEnvironment } from '@nuvem/api-contract';
import type { EnvironmentRow } from './environments-repository';

/** An environment as the portal sees it (spec §3 "Customer account"). */
export function toCustomerEnvironment(env: EnvironmentRow): CustomerEnvironment {
  return {
    cloud_id: env.cloud_id,
    t_code: env.t_code,
    corporate_name: env.corporate_name,
    federal_id: env.federal_id,
    region: env.region,
    budget_id: env.budget_id,
    primeData: { support_type: env.support_type },
  };
}
