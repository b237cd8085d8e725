import type { MigrationNotice, MigrationNotices } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { alertsKeys } from './alertsKeys';
import { isMigrationNoticeShown } from './migrationWindow';

const NONE: MigrationNotice[] = [];

/**
 * The migration notices of the current environment (GET …/migration-notices) that are shown now: from 7
 * days before their start until their end, for the current account only (spec §5). `now` is read at each
 * fetch, so a notice enters its window at the next revalidation.
 */
export function useMigrationNotices(
  cloudId: string | undefined,
  tCode: string | undefined,
): MigrationNotice[] {
  const { status, epoch, client } = useSession();
  const { notifyError } = useNotify();
  const { data } = useSWR(
    alertsKeys.migrationNotices({ status, epoch }, cloudId),
    async ([, , id]) => ({
      notices: (
        await client.call<MigrationNotices>(messageEndpoints.migrationNotices, { params: { cloudId: id } })
      ).notices,
      fetchedAt: Date.now(),
    }),
    { onError: (error: unknown) => notifyError(error, 'alerts:migration-notices') },
  );
  return useMemo(
    () => data?.notices.filter((notice) => isMigrationNoticeShown(notice, tCode, data.fetchedAt)) ?? NONE,
    [data, tCode],
  );
}
