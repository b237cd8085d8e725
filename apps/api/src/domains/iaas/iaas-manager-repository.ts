// What a new machine is chosen from (IaaS › Gerenciador): the environment's SSH keys and imported images, the
// region's sizes, the environment's networks. Every read names the environment.
import type { IaasImage, IaasImportedImage } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export async function listImportedImages(db: Queryable, environmentId: string): Promise<IaasImportedImage[]> {
  const rows = await db.query<IaasImage & { imported_at: Date }>(
    `SELECT image_id, name, os_family, min_disk_gb, license_cents_per_vcpu, imported_at
     FROM iaas_images WHERE environment_id = $1 ORDER BY imported_at DESC, image_id`,
    [environmentId],
  );
  return rows.map((r) => ({ ...r, imported_at: r.imported_at.toISOString() }));
}

/** A catalogue image (`imported` false) or one this environment imported (true). */
export async function findImage(
  db: Queryable,
  environmentId: string,
  imageId: string,
  imported: boolean,
): Promise<IaasImage | undefined> {
  const rows = await db.query<IaasImage>(
    `SELECT image_id, name, os_family, min_disk_gb, license_cents_per_vcpu FROM iaas_images
     WHERE image_id = $1 AND CASE WHEN $3::boolean THEN environment_id = $2 ELSE environment_id IS NULL END`,
    [imageId, environmentId, imported],
  );
  return rows[0];
}

export async function findSize(
  db: Queryable,
  region: string,
  sku: string,
): Promise<{ vcpus: number; memory_gb: number } | undefined> {
  const rows = await db.query<{ vcpus: number; memory_gb: number }>(
    `SELECT vcpus, memory_gb FROM iaas_prices WHERE region = $1 AND sku = $2 AND kind = 'size'`,
    [region, sku],
  );
  return rows[0];
}

export async function regionExists(db: Queryable, region: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM iaas_regions WHERE region = $1`, [region])).length > 0;
}

/** A network of the environment in the region; its CIDR gives the machine's private address. */
export async function findNetwork(
  db: Queryable,
  environmentId: string,
  region: string,
  resourceId: string,
): Promise<{ cidr: string } | undefined> {
  const rows = await db.query<{ cidr: string }>(
    // Only a network no operation is changing, held until the machine is recorded: a network's delete waits
    // for it and then counts it (operation-kinds/network-operation-kinds.ts).
    `SELECT cidr::text AS cidr FROM iaas_resources
     WHERE environment_id = $1 AND region = $2 AND resource_id = $3 AND kind = 'network'
       AND state IN ('available', 'in_use')
     FOR SHARE`,
    [environmentId, region, resourceId],
  );
  return rows[0];
}

export async function sshKeyExists(db: Queryable, environmentId: string, id: string): Promise<boolean> {
  return (
    (await db.query(`SELECT 1 FROM iaas_ssh_keys WHERE environment_id = $1 AND id = $2`, [environmentId, id]))
      .length > 0
  );
}

export async function machineNameTaken(db: Queryable, environmentId: string, name: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM iaas_resources WHERE environment_id = $1 AND kind = 'virtual_machine' AND name = $2`,
    [environmentId, name],
  );
  return rows.length > 0;
}

/** A resource of the environment, locked until the transaction ends. */
export async function lockResource(
  db: Queryable,
  environmentId: string,
  resourceId: string,
): Promise<{ name: string; kind: string; state: string; attached_to: string | null } | undefined> {
  const rows = await db.query<{ name: string; kind: string; state: string; attached_to: string | null }>(
    `SELECT name, kind, state, attached_to FROM iaas_resources
     WHERE environment_id = $1 AND resource_id = $2 FOR UPDATE`,
    [environmentId, resourceId],
  );
  return rows[0];
}
