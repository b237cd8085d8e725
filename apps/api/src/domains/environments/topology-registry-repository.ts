import type { Queryable } from '../../db/database';

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
