// An environment's IaaS settings (migration 0026): the regions it uses and the defaults of a new resource.
// Without a row, every region of the price list is enabled and nothing is a default.
import type { IaasSettingsBody } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface IaasSettingsRow extends IaasSettingsBody {
  updated_at: Date | null;
}

export async function readIaasSettingsOf(db: Queryable, environmentId: string): Promise<IaasSettingsRow> {
  const [row] = await db.query<IaasSettingsRow>(
    `SELECT enabled_regions, default_region, default_size_sku, default_image_id, default_network_id, updated_at
     FROM iaas_environment_settings WHERE environment_id = $1`,
    [environmentId],
  );
  if (row) return row;
  const regions = await db.query<{ region: string }>('SELECT region FROM iaas_regions ORDER BY position');
  return {
    enabled_regions: regions.map((r) => r.region),
    default_region: null,
    default_size_sku: null,
    default_image_id: null,
    default_network_id: null,
    updated_at: null,
  };
}

export async function writeIaasSettings(
  tx: Queryable,
  environmentId: string,
  settings: IaasSettingsBody,
): Promise<void> {
  await tx.query(
    `INSERT INTO iaas_environment_settings
       (environment_id, enabled_regions, default_region, default_size_sku, default_image_id, default_network_id)
     VALUES ($1, $2::text[], $3, $4, $5, $6)
     ON CONFLICT (environment_id) DO UPDATE SET enabled_regions = excluded.enabled_regions,
       default_region = excluded.default_region, default_size_sku = excluded.default_size_sku,
       default_image_id = excluded.default_image_id, default_network_id = excluded.default_network_id,
       updated_at = now()`,
    [
      environmentId,
      settings.enabled_regions,
      settings.default_region,
      settings.default_size_sku,
      settings.default_image_id,
      settings.default_network_id,
    ],
  );
}

/** Which of these are regions of the price list. */
export async function knownRegions(db: Queryable, regions: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ region: string }>(
    'SELECT region FROM iaas_regions WHERE region = ANY($1::text[])',
    [regions],
  );
  return new Set(rows.map((r) => r.region));
}

export async function sizeExists(db: Queryable, sku: string, region: string | null): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM iaas_prices WHERE sku = $1 AND kind = 'size' AND ($2::text IS NULL OR region = $2) LIMIT 1`,
    [sku, region],
  );
  return rows.length > 0;
}

export async function imageExists(db: Queryable, imageId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM iaas_images WHERE image_id = $1', [imageId])).length > 0;
}

/** The region of the environment's network, undefined when it has none such. */
export async function networkRegionOf(
  db: Queryable,
  environmentId: string,
  networkId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ region: string }>(
    `SELECT region FROM iaas_resources WHERE environment_id = $1 AND resource_id = $2 AND kind = 'network'`,
    [environmentId, networkId],
  );
  return row?.region;
}
