import type { BackupCatalog, SnapshotList } from '@nuvem/api-contract';
import { backupCatalogEndpoints } from '@nuvem/api-contract/paths';
import type { BackupEntry } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useLoadState, type LoadState } from '../api/useLoadState';
import { useSession } from '../session/useSession';
import { backupEntryOf, snapshotEntryOf } from './backupEntryOf';
import { backupKeys } from './backupKeys';

export interface BackupEntries {
  entries: readonly BackupEntry[];
  state: LoadState;
  retry: () => void;
}

const NONE: readonly BackupEntry[] = [];

/** The environment's backups and snapshots (GET …/backup-catalog), asked only when `allowed`. */
export function useBackupCatalog(cloudId: string | undefined, allowed: boolean): BackupEntries {
  const session = useSession();
  const { data, error, mutate } = useSWR(backupKeys.catalog(session, cloudId, allowed), ([, , id]) =>
    session.client.call<BackupCatalog>(backupCatalogEndpoints.list, { params: { cloudId: id } }),
  );
  const entries = useMemo(() => data?.entries.map(backupEntryOf) ?? NONE, [data]);
  const state = useLoadState(data, error);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { entries, state, retry };
}

/** One machine's snapshots (GET …/iaas/snapshots?resource_id=), for its page. */
export function useMachineSnapshots(
  cloudId: string | undefined,
  allowed: boolean,
  resourceId: string,
): BackupEntries {
  const session = useSession();
  const { data, error, mutate } = useSWR(
    backupKeys.machineSnapshots(session, cloudId, allowed, resourceId),
    ([, , id, machine]) =>
      session.client.call<SnapshotList>(backupCatalogEndpoints.snapshots, {
        params: { cloudId: id },
        query: { resource_id: machine },
      }),
  );
  const entries = useMemo(() => data?.snapshots.map(snapshotEntryOf) ?? NONE, [data]);
  const state = useLoadState(data, error);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { entries, state, retry };
}
