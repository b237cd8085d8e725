import { BACKUP_DEFAULT_COLUMNS, BackupsList, useBackupColumns, type BackupEntry } from '@nuvem/ui';
import { useState } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useCollection } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { backupEntryAccessors } from './backupEntryAccessors';
import { useBackupCatalog } from './useBackupCatalog';
import { useRestoreBackup } from './useRestoreBackup';

/** Where a topology backup is downloaded: the DR backup page signs its short-lived links (one owner). */
export const BACKUP_DOWNLOAD_PATH = '/customer-disaster-recover/backup';

export interface BackupsContainerProps {
  /** The address's search params (filter, sort, page, page_size) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  timeZone?: string;
}

/**
 * /backups (issue 30) on the API: the environment's topology backups and VM snapshots in one list, filtered,
 * sorted and paged in memory (the catalog comes whole), restored as an operation once the name is typed.
 * Downloads lead to the DR backup page when the user may use it (backup_download).
 */
export function BackupsContainer({ search, onSearchChange, timeZone }: BackupsContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const permissions = useShellPermissions();
  const { entries, state, retry } = useBackupCatalog(cloudId, permissions?.backups ?? false);
  const restore = useRestoreBackup(cloudId);
  const [confirming, setConfirming] = useState<BackupEntry>();
  const columns = useBackupColumns({
    downloadHref: permissions?.backupDownload ? BACKUP_DOWNLOAD_PATH : undefined,
    onRestore: setConfirming,
    timeZone,
  });
  const { listProps } = useCollection(
    {
      list: 'backups',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'takenAt', direction: 'desc' },
      defaultColumns: BACKUP_DEFAULT_COLUMNS,
    },
    { items: entries, state, retry, accessors: backupEntryAccessors },
  );
  return (
    <BackupsList
      {...listProps}
      columns={columns}
      confirming={confirming}
      onRestore={restore}
      onCancelRestore={() => setConfirming(undefined)}
    />
  );
}
