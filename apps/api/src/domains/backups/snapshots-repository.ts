// VM snapshots (migration 0028): made by the vm.snapshot operation (operation-kinds/vm-operation-kinds.ts),
// read here for the machine page and the /backups list. Every read names the environment.
import type { SnapshotState } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface SnapshotRow {
  snapshot_id: string;
  resource_id: string;
  machine_exists: boolean;
  name: string;
  size_gb: number;
  state: SnapshotState;
  created_at: Date;
  created_by: string;
}

const columns = `s.snapshot_id, s.resource_id, (r.id IS NOT NULL) AS machine_exists, s.name, s.size_gb, s.state,
  s.created_at, coalesce(u.email, '') AS created_by`;
const from = `iaas_snapshots s
  LEFT JOIN iaas_resources r ON r.environment_id = s.environment_id AND r.resource_id = s.resource_id
    AND r.kind = 'virtual_machine'
  LEFT JOIN users u ON u.id = s.created_by`;

/** The environment's snapshots (of one machine, when given), newest first. */
export function listSnapshotsOfEnvironment(
  db: Queryable,
  environmentId: string,
  resourceId?: string,
): Promise<SnapshotRow[]> {
  return db.query<SnapshotRow>(
    `SELECT ${columns} FROM ${from}
     WHERE s.environment_id = $1 AND ($2::text IS NULL OR s.resource_id = $2)
     ORDER BY s.created_at DESC, s.snapshot_id COLLATE "C"`,
    [environmentId, resourceId ?? null],
  );
}

/** One snapshot of the environment, locked until the transaction ends (a restore asks one at a time). */
export async function lockSnapshot(
  db: Queryable,
  environmentId: string,
  snapshotId: string,
): Promise<Pick<SnapshotRow, 'snapshot_id' | 'resource_id' | 'name' | 'state'> | undefined> {
  const rows = await db.query<Pick<SnapshotRow, 'snapshot_id' | 'resource_id' | 'name' | 'state'>>(
    `SELECT snapshot_id, resource_id, name, state FROM iaas_snapshots
     WHERE environment_id = $1 AND snapshot_id = $2 FOR UPDATE`,
    [environmentId, snapshotId],
  );
  return rows[0];
}

/** A topology backup of the environment, locked until the transaction ends. */
export async function lockBackup(
  db: Queryable,
  environmentId: string,
  backupId: string,
): Promise<{ backup_id: string; status: string; topology_id: string } | undefined> {
  const rows = await db.query<{ backup_id: string; status: string; topology_id: string }>(
    `SELECT b.backup_id, b.status, t.topology_id FROM environment_backups b JOIN topologies t ON t.id = b.topology_id
     WHERE b.environment_id = $1 AND b.backup_id = $2 FOR UPDATE OF b`,
    [environmentId, backupId],
  );
  return rows[0];
}
