import { BackupsList, MACHINE_SNAPSHOT_DEFAULT_COLUMNS, useBackupColumns, type BackupEntry } from '@nuvem/ui';
import { useState } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useCollection } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { backupEntryAccessors } from './backupEntryAccessors';
import { useMachineSnapshots } from './useBackupCatalog';
import { useRestoreBackup } from './useRestoreBackup';

export interface IaasMachineSnapshotsContainerProps {
  resourceId: string;
  timeZone?: string;
}

/**
 * A machine's snapshots on its page (issue 30), in the same list as /backups, restorable from here too. The
 * list's choices stay on the page (the address belongs to the machine).
 */
export function IaasMachineSnapshotsContainer({ resourceId, timeZone }: IaasMachineSnapshotsContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaasResources ?? false;
  const { entries, state, retry } = useMachineSnapshots(cloudId, allowed, resourceId);
  const restore = useRestoreBackup(cloudId);
  const [confirming, setConfirming] = useState<BackupEntry>();
  const [search, setSearch] = useState(() => new URLSearchParams());
  const columns = useBackupColumns({ onRestore: setConfirming, timeZone });
  const { listProps } = useCollection(
    {
      list: 'machine-snapshots',
      columns,
      search,
      onSearchChange: setSearch,
      defaultSort: { field: 'takenAt', direction: 'desc' },
      defaultPageSize: 10,
      defaultColumns: MACHINE_SNAPSHOT_DEFAULT_COLUMNS,
    },
    { items: entries, state, retry, accessors: backupEntryAccessors },
  );
  return (
    <BackupsList
      {...listProps}
      scope="machine"
      columns={columns}
      confirming={confirming}
      onRestore={restore}
      onCancelRestore={() => setConfirming(undefined)}
    />
  );
}
