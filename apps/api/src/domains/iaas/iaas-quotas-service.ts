// IaaS quotas (IaaS › Gerenciador): what an environment may hold and what it holds. A create is refused with
// 409 iaas_quota_exceeded (vars: the quota, its limit, what is used, what was asked) before anything is written.
import { iaasQuotaNames, type IaasQuotas } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Principal } from '../session/session-service';
import { quotaLimitsOf, quotaUsageOf, type IaasQuotaCounts } from './iaas-quotas-repository';
import { iaasEnvironmentOf } from './iaas-resources-service';

export async function readIaasQuotas(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasQuotas> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const [limits, used] = await Promise.all([
    quotaLimitsOf(db, environment.id),
    quotaUsageOf(db, environment.id),
  ]);
  return {
    cloud_id: environment.cloud_id,
    quotas: iaasQuotaNames.map((name) => ({ name, limit: limits[name], used: used[name] })),
  };
}

/**
 * Refuses `requested` when it would take the environment past a quota. Locks the quota row first, so call it in
 * the transaction that then inserts the resources.
 */
export async function requireWithinQuotas(
  tx: Queryable,
  environmentId: string,
  requested: IaasQuotaCounts,
): Promise<void> {
  const limits = await quotaLimitsOf(tx, environmentId, true);
  const used = await quotaUsageOf(tx, environmentId);
  for (const name of iaasQuotaNames) {
    if (requested[name] > 0 && used[name] + requested[name] > limits[name])
      throw new ApiError(
        409,
        'iaas_quota_exceeded',
        `The ${name} quota is ${limits[name]}, ${used[name]} used: ${requested[name]} more do not fit.`,
        [name, String(limits[name]), String(used[name]), String(requested[name])],
      );
  }
}
