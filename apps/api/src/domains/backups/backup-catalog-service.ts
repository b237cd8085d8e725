// The /backups list (issue 30): the environment's topology backups and VM snapshots in one list. Spec §6:
// topology backups are listed to users holding backup_download (as the DR backup page) and restored by those
// holding dr_restoration; snapshots are IaaS resources, listed and restored with the IaaS permission while the
// IaaS account is not being cancelled. A user with neither listing gets 403; an environment they may not see,
// 404 (unknown or not theirs alike).
import {
  disasterRecoveryFeatures,
  iaasFeature,
  type BackupCatalog,
  type BackupCatalogEntry,
  type Snapshot,
  type SnapshotList,
} from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { listBackupsOfEnvironment } from '../disaster-recovery/backups-repository';
import { findUserById, userHasFeature, userHoldsAny } from '../me/users-repository';
import { iaasEnvironmentOf } from '../iaas/iaas-resources-service';
import type { Principal } from '../session/session-service';
import { listSnapshotsOfEnvironment, type SnapshotRow } from './snapshots-repository';

const gib = 1024 ** 3;

export function snapshotOf(row: SnapshotRow): Snapshot {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** The environment's snapshots, or one machine's (the machine page). */
export async function listSnapshots(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  resourceId?: string,
): Promise<SnapshotList> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const rows = await listSnapshotsOfEnvironment(db, environment.id, resourceId);
  return { cloud_id: environment.cloud_id, snapshots: rows.map(snapshotOf) };
}

/** What this user may list and restore on the page. */
async function catalogRightsOf(db: Queryable, principal: Principal) {
  const [backups, restoresBackups, iaas, user] = await Promise.all([
    userHasFeature(db, principal.userId, disasterRecoveryFeatures.backup),
    userHasFeature(db, principal.userId, disasterRecoveryFeatures.restoration),
    userHoldsAny(db, principal.userId, [iaasFeature]),
    findUserById(db, principal.userId),
  ]);
  return { backups, restoresBackups, snapshots: iaas && !user?.iaas_cancelling };
}

export async function listBackupCatalog(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<BackupCatalog> {
  const rights = await catalogRightsOf(db, principal);
  // Neither list: the refusal names the backups' permission, the page's own.
  if (!rights.backups && !rights.snapshots)
    await requireFeature(db, principal, disasterRecoveryFeatures.backup);
  const environment = await environmentOf(db, principal, cloudId);
  const [backups, snapshots] = await Promise.all([
    rights.backups ? listBackupsOfEnvironment(db, environment.id) : [],
    rights.snapshots ? listSnapshotsOfEnvironment(db, environment.id) : [],
  ]);
  const entries: BackupCatalogEntry[] = [
    ...backups.map((b): BackupCatalogEntry => ({
      id: b.backup_id,
      kind: b.kind,
      source: b.topology_id,
      name: b.backup_id,
      taken_at: b.taken_at.toISOString(),
      size_bytes: b.size_bytes,
      status: b.status,
      expires_at: b.expires_at.toISOString(),
      restorable: rights.restoresBackups && b.status === 'completed',
      downloadable: b.status === 'completed',
    })),
    ...snapshots.map((s): BackupCatalogEntry => ({
      id: s.snapshot_id,
      kind: 'snapshot',
      source: s.resource_id,
      name: s.name,
      taken_at: s.created_at.toISOString(),
      size_bytes: s.size_gb * gib,
      status: s.state,
      expires_at: null,
      restorable: s.state === 'available' && s.machine_exists,
      downloadable: false,
    })),
  ].sort((a, b) => b.taken_at.localeCompare(a.taken_at) || a.id.localeCompare(b.id));
  return {
    cloud_id: environment.cloud_id,
    entries,
    includes: { backups: rights.backups, snapshots: rights.snapshots },
  };
}
