// An environment's networks (iaas_resources of kind 'network') and their subnets (migration 0026), with how
// many machines use each. Every read and write names the environment. Overlap and containment are
// PostgreSQL's cidr operators (&& overlaps, <<= inside or equal), which PGlite has as well.
import type { Queryable } from '../../db/database';

export interface IaasNetworkRow {
  resource_id: string;
  name: string;
  region: string;
  provider: string;
  state: string;
  cidr: string;
  machine_count: number;
  created_at: Date;
}

export interface IaasSubnetRow {
  subnet_id: string;
  network_id: string;
  name: string;
  state: string;
  cidr: string;
  machine_count: number;
  created_at: Date;
}

/** Another block of the environment that a new one would overlap: its name and block. */
export interface OverlapRow {
  name: string;
  cidr: string;
}

export function listIaasNetworksOf(db: Queryable, environmentId: string): Promise<IaasNetworkRow[]> {
  return db.query<IaasNetworkRow>(
    `SELECT n.resource_id, n.name, n.region, n.provider, n.state, n.cidr::text AS cidr, n.created_at,
            (SELECT count(*)::int FROM iaas_resources m
             WHERE m.environment_id = n.environment_id AND m.kind = 'virtual_machine'
               AND m.network_id = n.resource_id) AS machine_count
     FROM iaas_resources n
     WHERE n.environment_id = $1 AND n.kind = 'network'
     ORDER BY n.name COLLATE "C", n.resource_id`,
    [environmentId],
  );
}

export function listIaasSubnetsOf(db: Queryable, environmentId: string): Promise<IaasSubnetRow[]> {
  return db.query<IaasSubnetRow>(
    `SELECT s.subnet_id, s.network_id, s.name, s.state, s.cidr::text AS cidr, s.created_at,
            (SELECT count(*)::int FROM iaas_resources m
             WHERE m.environment_id = s.environment_id AND m.kind = 'virtual_machine'
               AND m.network_id = s.network_id AND m.private_address <<= s.cidr) AS machine_count
     FROM iaas_subnets s
     WHERE s.environment_id = $1
     ORDER BY s.network_id, s.cidr`,
    [environmentId],
  );
}

/** The network, locked until the transaction ends (subnets of one network are added one at a time). */
export async function lockIaasNetwork(
  tx: Queryable,
  environmentId: string,
  networkId: string,
): Promise<IaasNetworkRow | undefined> {
  const [row] = await tx.query<IaasNetworkRow>(
    `SELECT n.resource_id, n.name, n.region, n.provider, n.state, n.cidr::text AS cidr, n.created_at,
            (SELECT count(*)::int FROM iaas_resources m
             WHERE m.environment_id = n.environment_id AND m.kind = 'virtual_machine'
               AND m.network_id = n.resource_id) AS machine_count
     FROM iaas_resources n
     WHERE n.environment_id = $1 AND n.resource_id = $2 AND n.kind = 'network'
     FOR UPDATE`,
    [environmentId, networkId],
  );
  return row;
}

/** Serialises the network writes of one environment (two new networks checked against each other). */
export async function lockEnvironmentNetworks(tx: Queryable, environmentId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`iaas-networks:${environmentId}`]);
}

/** The first of the environment's networks whose block overlaps `cidr`. */
export async function findOverlappingNetwork(
  db: Queryable,
  environmentId: string,
  cidr: string,
): Promise<OverlapRow | undefined> {
  const [row] = await db.query<OverlapRow>(
    `SELECT name, cidr::text AS cidr FROM iaas_resources
     WHERE environment_id = $1 AND kind = 'network' AND cidr && $2::cidr
     ORDER BY cidr LIMIT 1`,
    [environmentId, cidr],
  );
  return row;
}

/** The first of the network's subnets whose block overlaps `cidr`. */
export async function findOverlappingSubnet(
  db: Queryable,
  environmentId: string,
  networkId: string,
  cidr: string,
): Promise<OverlapRow | undefined> {
  const [row] = await db.query<OverlapRow>(
    `SELECT name, cidr::text AS cidr FROM iaas_subnets
     WHERE environment_id = $1 AND network_id = $2 AND cidr && $3::cidr
     ORDER BY cidr LIMIT 1`,
    [environmentId, networkId, cidr],
  );
  return row;
}

/** Whether `inner` lies inside `outer` (the database's reading of both blocks). */
export async function cidrInside(db: Queryable, inner: string, outer: string): Promise<boolean> {
  const [row] = await db.query<{ inside: boolean }>('SELECT $1::cidr <<= $2::cidr AS inside', [inner, outer]);
  return row?.inside === true;
}

/** The next free resource_id with this prefix ('net-acm1-' → net-acm1-03), in this environment's table. */
async function nextIdOf(
  db: Queryable,
  table: 'iaas_resources' | 'iaas_subnets',
  column: string,
  prefix: string,
) {
  const [row] = await db.query<{ next: number }>(
    `SELECT coalesce(max(substring(${column} FROM '([0-9]+)$')::int), 0) + 1 AS next
     FROM ${table} WHERE ${column} LIKE $1 || '%' AND substring(${column} FROM length($1) + 1) ~ '^[0-9]+$'`,
    [prefix],
  );
  return `${prefix}${String(row?.next ?? 1).padStart(2, '0')}`;
}

export interface NewIaasNetwork {
  name: string;
  region: string;
  cidr: string;
}

/** Adds a network to the environment, provisioning (its network.create operation makes it available). */
export async function insertIaasNetwork(
  tx: Queryable,
  environment: { id: string; cloud_id: string },
  network: NewIaasNetwork,
): Promise<string> {
  const resourceId = await nextIdOf(
    tx,
    'iaas_resources',
    'resource_id',
    `net-${environment.cloud_id.toLowerCase()}-`,
  );
  await tx.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, cidr)
     VALUES ($1, $2, 'network', $3, 'oci', $4, 'provisioning', $5::cidr)`,
    [resourceId, environment.id, network.name, network.region, network.cidr],
  );
  return resourceId;
}

/** Adds a subnet to the network, provisioning (its subnet.create operation makes it available). */
export async function insertIaasSubnet(
  tx: Queryable,
  environmentId: string,
  networkId: string,
  subnet: { name: string; cidr: string },
): Promise<string> {
  const subnetId = await nextIdOf(tx, 'iaas_subnets', 'subnet_id', `${networkId.replace(/^net-/, 'sub-')}-`);
  await tx.query(
    `INSERT INTO iaas_subnets (subnet_id, environment_id, network_id, name, cidr, state)
     VALUES ($1, $2, $3, $4, $5::cidr, 'provisioning')`,
    [subnetId, environmentId, networkId, subnet.name, subnet.cidr],
  );
  return subnetId;
}

/** Whether the network already has a subnet of this name. */
export async function subnetNameTaken(tx: Queryable, networkId: string, name: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM iaas_subnets WHERE network_id = $1 AND name = $2', [
    networkId,
    name,
  ]);
  return rows.length > 0;
}
