// An environment's backups and their downloads (portal spec §2.6 "backup", §6 backup_download): listing and
// downloading need backup_download (403 otherwise), in an environment the user may see (404 otherwise, unknown
// or not theirs alike). A download answers a signed link (backup-links.ts) and is audited.
import {
  backupEndpoints,
  disasterRecoveryFeatures,
  fillPath,
  type Backup,
  type BackupDownload,
  type BackupList,
} from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import {
  findBackupById,
  findBackupOfEnvironment,
  listBackupsOfEnvironment,
  type BackupRow,
} from './backups-repository';
import { signBackupLink, verifyBackupLink } from './backup-links';
import { actorOf } from '../impersonation/impersonation-service';
import type { Principal } from '../session/session-service';

export const backupNotFound = (backupId: string) =>
  new ApiError(404, 'backup_not_found', `No backup ${backupId} in this environment.`, [backupId]);
export const backupLinkInvalid = () =>
  new ApiError(403, 'backup_link_invalid', 'The download link has expired or is not valid.');

function backupOf(row: BackupRow): Backup {
  return { ...row, taken_at: row.taken_at.toISOString(), expires_at: row.expires_at.toISOString() };
}

export async function listBackups(db: Queryable, principal: Principal, cloudId: string): Promise<BackupList> {
  await requireFeature(db, principal, disasterRecoveryFeatures.backup);
  const environment = await environmentOf(db, principal, cloudId);
  const rows = await listBackupsOfEnvironment(db, environment.id);
  return { cloud_id: environment.cloud_id, backups: rows.map(backupOf) };
}

/** A signed link to one backup; the download is audited in the same transaction. */
export async function createBackupDownload(
  db: Database,
  secret: string,
  principal: Principal,
  cloudId: string,
  backupId: string,
): Promise<BackupDownload> {
  await requireFeature(db, principal, disasterRecoveryFeatures.backup);
  return db.transaction(async (tx) => {
    const environment = await environmentOf(tx, principal, cloudId);
    const backup = await findBackupOfEnvironment(tx, environment.id, backupId);
    if (!backup || backup.status !== 'completed') throw backupNotFound(backupId);
    const link = signBackupLink(secret, backup.backup_id);
    await insertAuditEvent(tx, {
      actorUserId: actorOf(principal),
      action: 'backup.download',
      subjectUserId: principal.userId,
      environmentId: environment.id,
      details: { backup_id: backup.backup_id, expires_at: link.expiresAt.toISOString() },
    });
    return {
      url: fillPath(backupEndpoints.file.path, { token: link.token }),
      expires_at: link.expiresAt.toISOString(),
    };
  });
}

export interface BackupFile {
  fileName: string;
  body: string;
}

/**
 * The file behind a signed link. The demo keeps no backup data, so the file is the backup's manifest: what a
 * restore would need to find and check it.
 */
export async function readBackupFile(db: Queryable, secret: string, token: string): Promise<BackupFile> {
  const backupId = verifyBackupLink(secret, token);
  const backup = backupId ? await findBackupById(db, backupId) : null;
  if (!backup || backup.status !== 'completed') throw backupLinkInvalid();
  const manifest = {
    backup_id: backup.backup_id,
    topology_id: backup.topology_id,
    product: backup.product,
    kind: backup.kind,
    size_bytes: backup.size_bytes,
    taken_at: backup.taken_at.toISOString(),
    expires_at: backup.expires_at.toISOString(),
  };
  return { fileName: `${backup.backup_id}.manifest.json`, body: `${JSON.stringify(manifest, null, 2)}\n` };
}
