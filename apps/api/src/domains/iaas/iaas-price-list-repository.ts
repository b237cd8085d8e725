// The IaaS price list: regions, prices by region and images (migration 0023). Read whole: it is a few dozen
// rows a region, the same for every user.
import type { IaasImage, IaasPrice, IaasRegion } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export function listIaasRegions(db: Queryable): Promise<IaasRegion[]> {
  return db.query<IaasRegion>('SELECT region, name FROM iaas_regions ORDER BY position');
}

/** Every price, or those of one region: by region, then the list's own order (sizes first). */
export function listIaasPrices(db: Queryable, region?: string): Promise<IaasPrice[]> {
  return db.query<IaasPrice>(
    `SELECT p.sku, p.region, p.kind, p.unit, p.price_cents, p.vcpus, p.memory_gb
     FROM iaas_prices p JOIN iaas_regions r ON r.region = p.region
     WHERE $1::text IS NULL OR p.region = $1
     ORDER BY r.position, p.position`,
    [region ?? null],
  );
}

/** The catalogue's images (not those an environment imported). */
export function listIaasImages(db: Queryable): Promise<IaasImage[]> {
  return db.query<IaasImage>(
    `SELECT image_id, name, os_family, min_disk_gb, license_cents_per_vcpu FROM iaas_images
     WHERE environment_id IS NULL ORDER BY position`,
  );
}
