import type { BackupCatalogEntry, Snapshot } from '@nuvem/api-contract';
import type { BackupEntry } from '@nuvem/ui';

const gib = 1024 ** 3;

/** An entry of GET …/backup-catalog as the list shows it. */
export function backupEntryOf(entry: BackupCatalogEntry): BackupEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    source: entry.source,
    name: entry.name,
    takenAt: entry.taken_at,
    sizeBytes: entry.size_bytes,
    status: entry.status,
    expiresAt: entry.expires_at,
    restorable: entry.restorable,
    downloadable: entry.downloadable,
  };
}

/** A machine's snapshot (GET …/iaas/snapshots) as the same list shows it on the machine's page. */
export function snapshotEntryOf(snapshot: Snapshot): BackupEntry {
  return {
    id: snapshot.snapshot_id,
    kind: 'snapshot',
    source: snapshot.resource_id,
    name: snapshot.name,
    takenAt: snapshot.created_at,
    sizeBytes: snapshot.size_gb * gib,
    status: snapshot.state,
    expiresAt: null,
    restorable: snapshot.state === 'available' && snapshot.machine_exists,
    downloadable: false,
  };
}
