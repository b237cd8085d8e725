/** One entry of the /backups list (issue 30): a topology backup or a VM snapshot. */
export interface BackupEntry {
  /** backup_id or snapshot_id. */
  id: string;
  kind: 'full' | 'incremental' | 'archive_log' | 'snapshot';
  /** The topology's id, or the machine's resource_id. */
  source: string;
  /** What a restore asks to be typed. */
  name: string;
  /** ISO 8601. */
  takenAt: string;
  sizeBytes: number;
  status: 'completed' | 'failed' | 'creating' | 'available';
  /** ISO 8601; null for snapshots (kept until deleted). */
  expiresAt: string | null;
  /** This user may restore it now. */
  restorable: boolean;
  /** The DR backup page downloads it. */
  downloadable: boolean;
}

export const BACKUP_ENTRY_KINDS = ['full', 'incremental', 'archive_log', 'snapshot'] as const;
export const BACKUP_ENTRY_STATUSES = ['completed', 'available', 'creating', 'failed'] as const;

/** The list's sortable fields. */
export const BACKUP_SORT_FIELDS = ['kind', 'source', 'takenAt', 'size', 'status', 'expiresAt'] as const;

/** What a field filters and sorts by (the list is in memory: the container's useCollection reads this). */
export function backupEntryValue(entry: BackupEntry, field: string): string | number | null {
  switch (field) {
    case 'size':
      return entry.sizeBytes;
    case 'name':
      return entry.name;
    case 'kind':
    case 'source':
    case 'takenAt':
    case 'status':
    case 'expiresAt':
      return entry[field];
    default:
      return null;
  }
}

/** What free text searches: the name, id and source. */
export const backupEntryText = (entry: BackupEntry) => `${entry.name} ${entry.id} ${entry.source}`;
