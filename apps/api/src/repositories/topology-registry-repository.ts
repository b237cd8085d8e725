import type { Queryable } from '../db/database';

export type TopologyRegistryState = 'available' | 'unavailable';

/** The state of an environment's topology registry (customer_environments.topology_registry). */
export async function topologyRegistryOf(
  db: Queryable,
  environmentId: string,
): Promise<TopologyRegistryState> {
  const rows = await db.query<{ topology_registry: TopologyRegistryState }>(
    'SELECT topology_registry FROM customer_environments WHERE id = $1',
    [environmentId],
  );
  return rows[0]?.topology_registry ?? 'available';
}

/** Marks these environments' topology registries as unavailable (demo data). */
export async function markTopologyRegistriesUnavailable(
  db: Queryable,
  cloudIds: readonly string[],
): Promise<void> {
  await db.query(
    `UPDATE customer_environments SET topology_registry = 'unavailable' WHERE cloud_id = ANY($1::text[])`,
    [cloudIds],
  );
}
