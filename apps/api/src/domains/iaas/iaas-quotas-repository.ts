// An environment's IaaS quotas (migration 0027): the limits stored, what is used counted from iaas_resources.
import type { IaasQuotaName } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export type IaasQuotaCounts = Record<IaasQuotaName, number>;

const limitColumns = `max_machines AS machines, max_vcpus AS vcpus, max_memory_gb AS memory_gb,
  max_disk_gb AS disk_gb, max_public_ips AS public_ips`;

/**
 * The environment's limits, its row created with the defaults when it has none. With `lock`, the row is held
 * until the transaction ends: creates in one environment are counted one after the other.
 */
export async function quotaLimitsOf(
  db: Queryable,
  environmentId: string,
  lock = false,
): Promise<IaasQuotaCounts> {
  await db.query(`INSERT INTO iaas_quotas (environment_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
    environmentId,
  ]);
  const rows = await db.query<IaasQuotaCounts>(
    `SELECT ${limitColumns} FROM iaas_quotas WHERE environment_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [environmentId],
  );
  return rows[0]!;
}

/** What the environment's resources use now: machines and their vCPUs and memory, disk GB (boot and volumes), IPs. */
export async function quotaUsageOf(db: Queryable, environmentId: string): Promise<IaasQuotaCounts> {
  const rows = await db.query<IaasQuotaCounts>(
    `SELECT count(*) FILTER (WHERE kind = 'virtual_machine')::int AS machines,
            coalesce(sum(vcpus), 0)::int AS vcpus,
            coalesce(sum(memory_gb), 0)::int AS memory_gb,
            coalesce(sum(size_gb), 0)::int AS disk_gb,
            count(*) FILTER (WHERE kind = 'public_ip')::int AS public_ips
     FROM iaas_resources WHERE environment_id = $1`,
    [environmentId],
  );
  return rows[0]!;
}
