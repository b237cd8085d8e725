// The backups of customer environments (portal spec §2.6 "customer disaster recovery … backup").
import type { BackupKind, BackupStatus } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface BackupRow {
  backup_id: string;
  product: string;
  topology_id: string;
  kind: BackupKind;
  status: BackupStatus;
  size_bytes: number;
  taken_at: Date;
  expires_at: Date;
}

const columns = `b.backup_id, t.product, t.topology_id, b.kind, b.status, b.size_bytes::float8 AS size_bytes,
                 b.taken_at, b.expires_at`;

/** The environment's backups, newest first. */
export function listBackupsOfEnvironment(db: Queryable, environmentId: string): Promise<BackupRow[]> {
  return db.query<BackupRow>(
    `SELECT ${columns} FROM environment_backups b JOIN topologies t ON t.id = b.topology_id
     WHERE b.environment_id = $1
     ORDER BY b.taken_at DESC, b.backup_id COLLATE "C"`,
    [environmentId],
  );
}

/** One backup of the environment; null when it has none by that name. */
export async function findBackupOfEnvironment(
  db: Queryable,
  environmentId: string,
  backupId: string,
): Promise<BackupRow | null> {
  const rows = await db.query<BackupRow>(
    `SELECT ${columns} FROM environment_backups b JOIN topologies t ON t.id = b.topology_id
     WHERE b.environment_id = $1 AND b.backup_id = $2`,
    [environmentId, backupId],
  );
  return rows[0] ?? null;
}

/** A backup by its name alone, for a signed link (the signature already names it). */
export async function findBackupById(db: Queryable, backupId: string): Promise<BackupRow | null> {
  const rows = await db.query<BackupRow>(
    `SELECT ${columns} FROM environment_backups b JOIN topologies t ON t.id = b.topology_id
     WHERE b.backup_id = $1`,
    [backupId],
  );
  return rows[0] ?? null;
}

export interface NewBackup extends Omit<BackupRow, 'product'> {
  /** The topology_id (text) of the topology it was taken of. */
  topology_id: string;
}

/** Inserts a batch in one statement; rows of unknown topologies are skipped. */
export async function insertBackups(db: Queryable, backups: readonly NewBackup[]): Promise<void> {
  if (backups.length === 0) return;
  const column = <K extends keyof NewBackup>(key: K) => backups.map((b) => String(b[key]));
  await db.query(
    `INSERT INTO environment_backups (backup_id, environment_id, topology_id, kind, status, size_bytes, taken_at,
                                      expires_at)
     SELECT r.backup_id, t.environment_id, t.id, r.kind, r.status, r.size_bytes::bigint, r.taken_at::timestamptz,
            r.expires_at::timestamptz
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
          AS r(backup_id, topology_id, kind, status, size_bytes, taken_at, expires_at)
     JOIN topologies t ON t.topology_id = r.topology_id`,
    [
      column('backup_id'),
      column('topology_id'),
      column('kind'),
      column('status'),
      column('size_bytes'),
      backups.map((b) => b.taken_at.toISOString()),
      backups.map((b) => b.expires_at.toISOString()),
    ],
  );
}
