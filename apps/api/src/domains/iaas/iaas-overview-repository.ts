// The IaaS account at a glance (issue 30, IaaS › Boas-vindas): what an environment holds and what it costs, in
// one statement over its resources and the price list (migration 0023), and what its checklist reads.
import type { Queryable } from '../../db/database';
import { resourceMonthlyCentsSql } from './iaas-monthly-price-sql';

export interface IaasOverviewRow {
  machines: number;
  running: number;
  stopped: number;
  volumes: number;
  volume_gb: number;
  networks: number;
  public_ips: number;
  free_ips: number;
  regions: string[];
  monthly_cents: number;
  backups: number;
  budgets: number;
}

/**
 * Counts by kind and state, and a month of the environment (resourceMonthlyCentsSql; what the price list does
 * not price counts nothing).
 */
export async function readIaasOverview(db: Queryable, environmentId: string): Promise<IaasOverviewRow> {
  const [row] = await db.query<IaasOverviewRow>(
    `SELECT count(*) FILTER (WHERE kind = 'virtual_machine')::int AS machines,
            count(*) FILTER (WHERE kind = 'virtual_machine' AND state = 'running')::int AS running,
            count(*) FILTER (WHERE kind = 'virtual_machine' AND state = 'stopped')::int AS stopped,
            count(*) FILTER (WHERE kind = 'volume')::int AS volumes,
            coalesce(sum(size_gb) FILTER (WHERE kind = 'volume'), 0)::int AS volume_gb,
            count(*) FILTER (WHERE kind = 'network')::int AS networks,
            count(*) FILTER (WHERE kind = 'public_ip')::int AS public_ips,
            count(*) FILTER (WHERE kind = 'public_ip' AND attached_to IS NULL)::int AS free_ips,
            coalesce(array_agg(DISTINCT region ORDER BY region) FILTER (WHERE region IS NOT NULL), '{}') AS regions,
            coalesce(sum(coalesce(${resourceMonthlyCentsSql('r')}, 0)), 0)::float8 AS monthly_cents,
            (SELECT count(*)::int FROM environment_backups b WHERE b.environment_id = $1 AND b.status = 'completed')
              AS backups,
            (SELECT count(*)::int FROM iaas_budgets g WHERE g.environment_id = $1) AS budgets
     FROM iaas_resources r WHERE r.environment_id = $1`,
    [environmentId],
  );
  return row!;
}
