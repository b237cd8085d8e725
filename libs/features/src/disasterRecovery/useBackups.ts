import type { BackupDownload, BackupList } from '@nuvem/api-contract';
import { backupEndpoints } from '@nuvem/api-contract/paths';
import type { BackupItem, DisasterRecoveryLoadState } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { backupItemOf } from './disasterRecoveryPlanOf';
import { disasterRecoveryKeys } from './disasterRecoveryKeys';
import { useLoadState } from '../api/useLoadState';

export interface Backups {
  backups: readonly BackupItem[];
  state: DisasterRecoveryLoadState;
  retry: () => void;
  /**
   * Asks the API for the backup's signed link (POST …/backups/:id/download, audited) and answers its address,
   * absolute or on the portal's origin, for the browser to follow; rejects with the API's error.
   */
  downloadUrl: (backupId: string) => Promise<string>;
}

const NONE: readonly BackupItem[] = [];

/** The environment's backups (GET …/backups), asked only when `allowed` (backup_download). */
export function useBackups(cloudId: string | undefined, allowed: boolean): Backups {
  const session = useSession();
  const { client } = session;
  const { data, error, mutate } = useSWR(
    disasterRecoveryKeys.backups(session, cloudId, allowed),
    ([, , id]) => client.call<BackupList>(backupEndpoints.list, { params: { cloudId: id } }),
  );
  const backups = useMemo(() => data?.backups.map(backupItemOf) ?? NONE, [data]);
  const state = useLoadState(data, error);
  const retry = useCallback(() => void mutate(), [mutate]);
  const downloadUrl = useCallback(
    async (backupId: string) => {
      const link = await client.call<BackupDownload>(backupEndpoints.download, {
        params: { cloudId: cloudId ?? '', backupId },
      });
      return client.url(link.url);
    },
    [client, cloudId],
  );
  return { backups, state, retry, downloadUrl };
}
