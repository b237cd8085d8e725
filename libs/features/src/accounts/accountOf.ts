import type { CustomerEnvironment } from '@nuvem/api-contract';
import type { Account } from '@nuvem/ui';

/** A customer environment of GET /me as the design system's pickers list it (spec §3). */
export function accountOf(environment: CustomerEnvironment): Account {
  return {
    cloud_id: environment.cloud_id,
    t_code: environment.t_code,
    corporate_name: environment.corporate_name,
    federal_id: environment.federal_id,
    region: environment.region,
    support_type: environment.primeData.support_type,
  };
}
