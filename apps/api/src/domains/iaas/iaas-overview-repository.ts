// The IaaS account at a glance (issue 30, IaaS › Boas-vindas): what an environment holds and what it costs, in
// one statement over its resources and the price list (migration 0023), and what its checklist reads.
import type { Queryable } from '../../db/database';

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
 * Counts by kind and state, and a month of the environment at its regions' prices of today: each machine's size
 * and license, boot disks and volumes as standard disk, and public IPs (a machine out of the price list counts
 * nothing for its size).
 */
export async function readIaasOverview(db: Queryable, environmentId: string): Promise<IaasOverviewRow> {
  const [row] = await db.query<IaasOverviewRow>(
    `WITH r AS (SELECT * FROM iaas_resources WHERE environment_id = $1),
          price AS (SELECT sku, region, price_cents FROM iaas_prices)
     SELECT count(*) FILTER (WHERE kind = 'virtual_machine')::int AS machines,
            count(*) FILTER (WHERE kind = 'virtual_machine' AND state = 'running')::int AS running,
            count(*) FILTER (WHERE kind = 'virtual_machine' AND state = 'stopped')::int AS stopped,
            count(*) FILTER (WHERE kind = 'volume')::int AS volumes,
            coalesce(sum(size_gb) FILTER (WHERE kind = 'volume'), 0)::int AS volume_gb,
            count(*) FILTER (WHERE kind = 'network')::int AS networks,
            count(*) FILTER (WHERE kind = 'public_ip')::int AS public_ips,
            count(*) FILTER (WHERE kind = 'public_ip' AND attached_to IS NULL)::int AS free_ips,
            coalesce(array_agg(DISTINCT region ORDER BY region) FILTER (WHERE region IS NOT NULL), '{}') AS regions,
            coalesce(sum(
              CASE kind
                WHEN 'virtual_machine' THEN
                  coalesce((SELECT p.price_cents FROM price p WHERE p.sku = r.size_sku AND p.region = r.region), 0)
                  + coalesce((SELECT i.license_cents_per_vcpu FROM iaas_images i WHERE i.image_id = r.image_id), 0)
                    * coalesce(r.vcpus, 0)
                  + coalesce(r.size_gb, 0)
                    * coalesce((SELECT p.price_cents FROM price p WHERE p.sku = 'disk.standard' AND p.region = r.region), 0)
                WHEN 'volume' THEN
                  coalesce(r.size_gb, 0)
                    * coalesce((SELECT p.price_cents FROM price p WHERE p.sku = 'disk.standard' AND p.region = r.region), 0)
                WHEN 'public_ip' THEN
                  coalesce((SELECT p.price_cents FROM price p WHERE p.sku = 'ip.public' AND p.region = r.region), 0)
                ELSE 0
              END), 0)::float8 AS monthly_cents,
            (SELECT count(*)::int FROM environment_backups b WHERE b.environment_id = $1 AND b.status = 'completed')
              AS backups,
            (SELECT count(*)::int FROM iaas_budgets g WHERE g.environment_id = $1) AS budgets
     FROM r`,
    [environmentId],
  );
  return row!;
}
