// Synthetic topologies in bulk, for the search index test and the load benchmark: one INSERT … SELECT over
// generate_series, spread round-robin over the environments that exist.
import type { Queryable } from '../db/database';

export interface GenerateTopologiesOptions {
  /** topology_ids are `${prefix}-0000001`, `${prefix}-0000002`…; another prefix adds more (default 'gen'). */
  prefix?: string;
}

/**
 * Adds `count` topologies over the existing environments and returns how many it inserted. Row g has product
 * number g % 8, topology type g % 5, instance `${cloud_id}-${product}-${g}` (lower case), a domain unless
 * g % 3 = 0 and a public IP 10.x.y.z derived from g unless g % 5 = 2. Run ANALYZE afterwards so the planner
 * knows the table's new size.
 */
export async function generateTopologies(
  db: Queryable,
  count: number,
  { prefix = 'gen' }: GenerateTopologiesOptions = {},
): Promise<number> {
  const rows = await db.query<{ inserted: number }>(
    `WITH envs AS (
       SELECT id, cloud_id, region, (row_number() OVER (ORDER BY cloud_id) - 1)::int AS n
       FROM customer_environments
     ), inserted AS (
       INSERT INTO topologies (topology_id, environment_id, product, topology_type, provider, region,
                               instance_name, domain, public_ip, status)
       SELECT $2::text || '-' || lpad(g::text, 7, '0'), e.id, p.product, p.topology_type,
              CASE WHEN g % 4 = 0 THEN 'aws' ELSE 'oci' END, e.region,
              lower(e.cloud_id) || '-' || p.product || '-' || g,
              CASE WHEN g % 3 <> 0 THEN p.product || '-' || g || '.' || lower(e.cloud_id) || '.nuvem.cloud' END,
              CASE WHEN g % 5 <> 2 THEN ('10.' || (g / 65536) % 256 || '.' || (g / 256) % 256 || '.' || g % 256)::inet END,
              CASE WHEN g % 10 = 0 THEN 'stopped' ELSE 'active' END
       FROM generate_series(1, $1::int) AS g
       JOIN envs e ON e.n = g % (SELECT count(*) FROM envs)
       CROSS JOIN LATERAL (
         SELECT (ARRAY['protheus', 'fluig', 'rm', 'tss', 'datasul', 'winthor', 'smartrm', 'treports'])[1 + g % 8]
                  AS product,
                (ARRAY['production', 'homologation', 'development', 'dr_origin', 'dr_destination'])[1 + g % 5]
                  AS topology_type
       ) p
       RETURNING 1
     )
     SELECT count(*)::int AS inserted FROM inserted`,
    [count, prefix],
  );
  return rows[0]?.inserted ?? 0;
}
