// One IaaS virtual machine with what it is built of (migration 0023) and its daily use (the analytics side's
// analytics_vm_uso_diario, drawn for the same machines by name). Every read names the environment.
import type { Queryable } from '../../db/database';
import { resourceMonthlyCentsSql } from './iaas-monthly-price-sql';
import { iaasResourceColumns, type IaasResourceRow } from './iaas-resources-repository';

export interface IaasMachineRow extends IaasResourceRow {
  size_sku: string | null;
  image_id: string | null;
  image_name: string | null;
  image_os_family: string | null;
  license_cents_per_vcpu: number | null;
  private_address: string | null;
  network_id: string | null;
  tags: Record<string, string>;
}

export async function findIaasMachine(
  db: Queryable,
  environmentId: string,
  resourceId: string,
): Promise<IaasMachineRow | undefined> {
  const [row] = await db.query<IaasMachineRow>(
    `SELECT ${iaasResourceColumns}, r.size_sku, r.image_id, i.name AS image_name, i.os_family AS image_os_family,
            i.license_cents_per_vcpu, host(r.private_address) AS private_address, r.network_id, r.tags
     FROM iaas_resources r LEFT JOIN iaas_images i ON i.image_id = r.image_id
     WHERE r.environment_id = $1 AND r.resource_id = $2 AND r.kind = 'virtual_machine'`,
    [environmentId, resourceId],
  );
  return row;
}

/** The resources attached to a machine, and the network it is in, by kind then name. */
export function listIaasMachineNeighbours(
  db: Queryable,
  environmentId: string,
  machine: Pick<IaasMachineRow, 'resource_id' | 'network_id'>,
): Promise<IaasResourceRow[]> {
  return db.query<IaasResourceRow>(
    `SELECT ${iaasResourceColumns} FROM iaas_resources r
     WHERE r.environment_id = $1 AND (r.attached_to = $2 OR (r.kind = 'network' AND r.resource_id = $3))
     ORDER BY r.kind, r.name COLLATE "C"`,
    [environmentId, machine.resource_id, machine.network_id ?? ''],
  );
}

/**
 * A month of the machine with its volumes and public IPs (resourceMonthlyCentsSql); null when any of them is not
 * priced, rather than a total that leaves part out.
 */
export async function readIaasMachineMonthlyCents(
  db: Queryable,
  environmentId: string,
  resourceId: string,
): Promise<number | null> {
  const [row] = await db.query<{ monthly_cents: number | null }>(
    `SELECT CASE WHEN bool_and(c IS NOT NULL) THEN sum(c)::float8 END AS monthly_cents
     FROM (SELECT ${resourceMonthlyCentsSql('r')} AS c FROM iaas_resources r
           WHERE r.environment_id = $1
             AND ((r.kind = 'virtual_machine' AND r.resource_id = $2) OR r.attached_to = $2)) priced`,
    [environmentId, resourceId],
  );
  return row?.monthly_cents ?? null;
}

export interface IaasMachineUsageRow {
  day: string;
  state: string;
  cpu_pct: number;
  memory_pct: number;
}

/** The machine's daily use over the last `days` days up to yesterday, oldest first. */
export function listIaasMachineUsage(
  db: Queryable,
  environmentId: string,
  machineName: string,
  days: number,
): Promise<IaasMachineUsageRow[]> {
  return db.query<IaasMachineUsageRow>(
    `SELECT to_char(dia, 'YYYY-MM-DD') AS day, estado AS state, cpu_pct::float8 AS cpu_pct,
            memoria_pct::float8 AS memory_pct
     FROM analytics_vm_uso_diario
     WHERE environment_id = $1 AND vm = $2 AND dia >= current_date - $3::int AND dia < current_date
     ORDER BY dia`,
    [environmentId, machineName, days],
  );
}
