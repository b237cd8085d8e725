// The /backups page (issue 30): the environment's topology backups (disaster-recovery.ts) and its VM snapshots
// in one list, and restoring either as an operation. The snapshot schemas live here too: the machine page lists
// its own with the same endpoint.
import { Type, type Static } from 'typebox';
import { backupKinds, backupStatuses } from './disaster-recovery-constants';
import { CloudIdSchema } from './environments';
import { snapshotStates } from './operations-constants';
export { backupCatalogEndpoints } from './endpoints';

const Timestamp = Type.String({ format: 'date-time' });

export const SnapshotSchema = Type.Object({
  snapshot_id: Type.String({ description: 'e.g. snap-3f2a9c1d' }),
  resource_id: Type.String({ description: 'The machine it was taken of (it may be gone since).' }),
  machine_exists: Type.Boolean({ description: 'Whether that machine is still in the environment.' }),
  name: Type.String(),
  size_gb: Type.Integer({ minimum: 1 }),
  state: Type.Enum(snapshotStates),
  created_at: Timestamp,
  created_by: Type.String({ description: 'Who asked for it: an email.' }),
});
export type Snapshot = Static<typeof SnapshotSchema>;

export const SnapshotListQuerySchema = Type.Object(
  {
    resource_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 80, description: "Only this machine's snapshots." }),
    ),
  },
  { additionalProperties: false },
);
export type SnapshotListQuery = Static<typeof SnapshotListQuerySchema>;

export const SnapshotListSchema = Type.Object({
  cloud_id: Type.String(),
  snapshots: Type.Array(SnapshotSchema, { description: 'The most recent first.' }),
});
export type SnapshotList = Static<typeof SnapshotListSchema>;

export const SnapshotParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  snapshotId: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** What an entry of the list is: a topology backup's kind, or a machine's snapshot. */
export const backupCatalogKinds = [...backupKinds, 'snapshot'] as const;
export const backupCatalogStatuses = [...backupStatuses, ...snapshotStates] as const;

export const BackupCatalogEntrySchema = Type.Object({
  id: Type.String({ description: 'The backup_id or snapshot_id.' }),
  kind: Type.Enum(backupCatalogKinds),
  source: Type.String({ description: "The topology's id, or the machine's resource_id." }),
  name: Type.String({ description: 'What a restore asks to be typed: the backup_id, or the snapshot name.' }),
  taken_at: Timestamp,
  size_bytes: Type.Integer({ minimum: 0 }),
  status: Type.Enum(backupCatalogStatuses),
  expires_at: Type.Union([Timestamp, Type.Null()], { description: 'Snapshots do not expire.' }),
  restorable: Type.Boolean({ description: 'Whether this user may restore it now.' }),
  downloadable: Type.Boolean({ description: 'Whether the DR backup page can download it.' }),
});
export type BackupCatalogEntry = Static<typeof BackupCatalogEntrySchema>;

export const BackupCatalogSchema = Type.Object({
  cloud_id: Type.String(),
  entries: Type.Array(BackupCatalogEntrySchema, { description: 'The most recent first.' }),
  includes: Type.Object({
    backups: Type.Boolean({ description: 'Topology backups are listed (backup_download).' }),
    snapshots: Type.Boolean({ description: 'VM snapshots are listed (IaaS).' }),
  }),
});
export type BackupCatalog = Static<typeof BackupCatalogSchema>;

export const RestoreBodySchema = Type.Object(
  {
    confirmation: Type.String({
      maxLength: 120,
      description: "The backup's name (backup_id) or the snapshot's name, typed by the user.",
    }),
  },
  { additionalProperties: false },
);
export type RestoreBody = Static<typeof RestoreBodySchema>;
