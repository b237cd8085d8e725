// IaaS resources of an environment. Every read names the environment, so a resource is only ever found
// through the environment it belongs to.
import type { IaasResourceKind, IaasResourceState } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface IaasResourceRow {
  resource_id: string;
  name: string;
  kind: IaasResourceKind;
  provider: string;
  region: string;
  state: IaasResourceState;
  vcpus: number | null;
  memory_gb: number | null;
  size_gb: number | null;
  cidr: string | null;
  address: string | null;
  attached_to: string | null;
  created_at: Date;
}

/** What a virtual machine is built of (migration 0023); other kinds have none of it. */
export interface IaasMachineParts {
  size_sku: string | null;
  image_id: string | null;
  private_address: string | null;
  /** The network it is in, by resource_id. */
  network_id: string | null;
  tags: Record<string, string>;
}

/** A resource to insert (demo seed, tests), in the environment with this cloud_id. */
export interface NewIaasResource extends Omit<IaasResourceRow, 'created_at'>, Partial<IaasMachineParts> {
  cloud_id: string;
  /** When it was created; now when absent. */
  created_at?: Date;
}

/** The columns of an IaasResourceRow, from iaas_resources as r. */
export const iaasResourceColumns = `r.resource_id, r.name, r.kind, r.provider, r.region, r.state, r.vcpus, r.memory_gb,
  r.size_gb, r.cidr::text AS cidr, host(r.address) AS address, r.attached_to, r.created_at`;

/** The environment's resources: machines, volumes, networks, then public IPs, each kind by name. */
export function listIaasResourcesOfEnvironment(
  db: Queryable,
  environmentId: string,
): Promise<IaasResourceRow[]> {
  return db.query<IaasResourceRow>(
    `SELECT ${iaasResourceColumns}
     FROM iaas_resources r
     WHERE r.environment_id = $1
     ORDER BY array_position(ARRAY['virtual_machine','volume','network','public_ip'], r.kind),
              r.name COLLATE "C", r.resource_id COLLATE "C"`,
    [environmentId],
  );
}

/** Inserts a batch in one statement, whatever its size; rows of unknown cloud_ids are skipped. */
export async function insertIaasResources(
  db: Queryable,
  resources: readonly NewIaasResource[],
): Promise<void> {
  if (resources.length === 0) return;
  // Text arrays throughout; '' stands for NULL (nullif below).
  const text = <K extends keyof NewIaasResource>(key: K) =>
    resources.map((r) => (r[key] === null || r[key] === undefined ? '' : String(r[key])));
  await db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
                                 memory_gb, size_gb, cidr, address, attached_to, created_at, size_sku, image_id,
                                 private_address, network_id, tags)
     SELECT r.resource_id, e.id, r.kind, r.name, r.provider, r.region, r.state, nullif(r.vcpus, '')::int,
            nullif(r.memory_gb, '')::int, nullif(r.size_gb, '')::int, nullif(r.cidr, '')::cidr,
            nullif(r.address, '')::inet, nullif(r.attached_to, ''),
            coalesce(nullif(r.created_at, '')::timestamptz, now()), nullif(r.size_sku, ''),
            nullif(r.image_id, ''), nullif(r.private_address, '')::inet, nullif(r.network_id, ''),
            coalesce(nullif(r.tags, ''), '{}')::jsonb
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                 $16::text[], $17::text[], $18::text[], $19::text[])
          AS r(resource_id, cloud_id, kind, name, provider, region, state, vcpus, memory_gb, size_gb, cidr,
               address, attached_to, created_at, size_sku, image_id, private_address, network_id, tags)
     JOIN customer_environments e ON e.cloud_id = r.cloud_id`,
    [
      text('resource_id'),
      text('cloud_id'),
      text('kind'),
      text('name'),
      text('provider'),
      text('region'),
      text('state'),
      text('vcpus'),
      text('memory_gb'),
      text('size_gb'),
      text('cidr'),
      text('address'),
      text('attached_to'),
      resources.map((r) => r.created_at?.toISOString() ?? ''),
      text('size_sku'),
      text('image_id'),
      text('private_address'),
      text('network_id'),
      resources.map((r) => (r.tags ? JSON.stringify(r.tags) : '')),
    ],
  );
}
