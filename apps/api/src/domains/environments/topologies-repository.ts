import type { Topology } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { environmentVisibleToUser } from './environments-repository';

export type TopologyRow = Topology;

/** A topology to insert; replica_of names the dr_origin's topology_id, inserted in the same batch or before. */
export type NewTopology = Topology;

/** The topology list of one environment, as a user may see it (one row, or none when they may not). */
export interface TopologyListRow {
  cloud_id: string;
  /** The environment's topology registry: when unavailable, its topologies cannot be read (null). */
  topology_registry: 'available' | 'unavailable';
  /** dr_destination topologies are listed: the user's all-topologies switch is on and they hold the feature. */
  all_topologies: boolean;
  topologies: TopologyRow[] | null;
}

/**
 * Everything the topologies route answers, in one statement: the environment with this cloud_id if the user
 * ($1) may see it (environmentVisibleToUser), its registry's state, whether their all-topologies switch is on
 * and they hold `allTopologiesFeature` (then dr_destination topologies are listed too), and its topologies
 * sorted by product then topology_id.
 */
export async function findTopologyList(
  db: Queryable,
  userId: string,
  cloudId: string,
  allTopologiesFeature: string,
): Promise<TopologyListRow | undefined> {
  const rows = await db.query<TopologyListRow>(
    `WITH env AS (
       SELECT e.id, e.cloud_id, e.topology_registry,
              coalesce((SELECT s.all_topologies FROM disaster_recovery_switches s
                        WHERE s.user_id = $1 AND s.environment_id = e.id), false)
              AND EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = $1 AND f.feature = $3) AS all_topologies
       FROM customer_environments e
       WHERE e.cloud_id = $2 AND ${environmentVisibleToUser}
     )
     SELECT env.cloud_id, env.topology_registry, env.all_topologies,
            CASE WHEN env.topology_registry = 'available' THEN coalesce((
              SELECT json_agg(json_build_object(
                       'topology_id', t.topology_id, 'cloud_id', env.cloud_id, 'product', t.product,
                       'topology_type', t.topology_type, 'replica_of', o.topology_id, 'provider', t.provider,
                       'region', t.region, 'instance_name', t.instance_name, 'domain', t.domain,
                       'public_ip', host(t.public_ip), 'status', t.status)
                     ORDER BY t.product, t.topology_id)
              FROM topologies t LEFT JOIN topologies o ON o.id = t.replica_of
              WHERE t.environment_id = env.id AND (env.all_topologies OR t.topology_type <> 'dr_destination')
            ), '[]'::json) END AS topologies
     FROM env`,
    [userId, cloudId, allTopologiesFeature],
  );
  return rows[0];
}

export interface EnvironmentInfrastructure {
  /** The providers its topologies run on, sorted. */
  providers: string[];
  /** The regions of its dr_destination topologies, sorted. */
  drRegions: string[];
}

export async function infrastructureOfEnvironment(
  db: Queryable,
  environmentId: string,
): Promise<EnvironmentInfrastructure> {
  const rows = await db.query<{ providers: string[]; dr_regions: string[] }>(
    `SELECT coalesce(array_agg(DISTINCT provider ORDER BY provider), '{}') AS providers,
            coalesce(array_agg(DISTINCT region ORDER BY region) FILTER (WHERE topology_type = 'dr_destination'),
                     '{}') AS dr_regions
     FROM topologies
     WHERE environment_id = $1`,
    [environmentId],
  );
  return { providers: rows[0]?.providers ?? [], drRegions: rows[0]?.dr_regions ?? [] };
}

export interface TopologySearchRow {
  topology_id: string;
  cloud_id: string;
  t_code: string;
  instance_name: string;
  domain: string | null;
  public_ip: string | null;
  /** How many topologies match in all, before the limit. */
  total: number;
}

/**
 * The topologies, among those of the environments the user ($1) may see, that match the ILIKE pattern $2,
 * sorted by cloud_id then topology_id, at most $3. Two branches, each planned on its own index: topology_id,
 * instance_name, domain or public_ip (search_text, trigram index); or the environment's cloud_id or t_code
 * (then its topologies by environment_id), without those the first branch found. Exported for EXPLAIN tests.
 */
export const searchTopologiesSql = `
  WITH matches AS (
    SELECT t.environment_id, t.topology_id, t.instance_name, t.domain, t.public_ip
    FROM topologies t
    WHERE t.search_text ILIKE $2
    UNION ALL
    SELECT t.environment_id, t.topology_id, t.instance_name, t.domain, t.public_ip
    FROM customer_environments me
    JOIN topologies t ON t.environment_id = me.id
    WHERE (me.cloud_id ILIKE $2 OR me.t_code ILIKE $2) AND NOT t.search_text ILIKE $2
  )
  SELECT m.topology_id, e.cloud_id, e.t_code, m.instance_name, m.domain, host(m.public_ip) AS public_ip,
         count(*) OVER ()::int AS total
  FROM matches m
  JOIN customer_environments e ON e.id = m.environment_id
  WHERE ${environmentVisibleToUser}
  ORDER BY e.cloud_id, m.topology_id
  LIMIT $3`;

export function searchTopologies(
  db: Queryable,
  userId: string,
  likePattern: string,
  limit: number,
): Promise<TopologySearchRow[]> {
  return db.query<TopologySearchRow>(searchTopologiesSql, [userId, likePattern, limit]);
}

/** Inserts a batch in two statements, whatever its size (demo seed); rows of unknown cloud_ids are skipped. */
export async function insertTopologies(db: Queryable, topologies: readonly NewTopology[]): Promise<void> {
  const column = <K extends keyof NewTopology>(key: K) => topologies.map((t) => t[key] ?? '');
  await db.query(
    `INSERT INTO topologies (topology_id, environment_id, product, topology_type, provider, region,
                             instance_name, domain, public_ip, status)
     SELECT r.topology_id, e.id, r.product, r.topology_type, r.provider, r.region, r.instance_name,
            nullif(r.domain, ''), nullif(r.public_ip, '')::inet, r.status
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::text[], $10::text[])
          AS r(topology_id, cloud_id, product, topology_type, provider, region, instance_name, domain,
               public_ip, status)
     JOIN customer_environments e ON e.cloud_id = r.cloud_id`,
    [
      column('topology_id'),
      column('cloud_id'),
      column('product'),
      column('topology_type'),
      column('provider'),
      column('region'),
      column('instance_name'),
      column('domain'),
      column('public_ip'),
      column('status'),
    ],
  );
  const replicas = topologies.filter((t) => t.replica_of !== null);
  await db.query(
    `UPDATE topologies d SET replica_of = o.id
     FROM unnest($1::text[], $2::text[]) AS r(topology_id, replica_of)
     JOIN topologies o ON o.topology_id = r.replica_of
     WHERE d.topology_id = r.topology_id`,
    [replicas.map((t) => t.topology_id), replicas.map((t) => t.replica_of ?? '')],
  );
}
