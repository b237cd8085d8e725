import type { OperationAnswer } from '@nuvem/api-contract';
import { backupCatalogEndpoints } from '@nuvem/api-contract/paths';
import type { BackupEntry } from '@nuvem/ui';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useRevalidateIaas } from '../iaas/useRevalidateIaas';
import { useSession } from '../session/useSession';

/**
 * Restores a backup or a snapshot (POST …/backups/:id/restore or …/iaas/snapshots/:id/restore, 202 with the
 * operation). One intent, one Idempotency-Key: the same confirmation again after a lost answer is the same
 * operation. Resolves to null once accepted, or to the refusal in the user's words.
 */
export function useRestoreBackup(cloudId: string | undefined) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const revalidate = useRevalidateIaas();
  const intent = useRef<{ signature: string; key: string }>(undefined);
  return useCallback(
    async (entry: BackupEntry, typed: string): Promise<string | null> => {
      if (!cloudId) return t('error_code.internal_error');
      const signature = `${entry.id}:${typed}`;
      if (intent.current?.signature !== signature) intent.current = { signature, key: crypto.randomUUID() };
      const snapshot = entry.kind === 'snapshot';
      try {
        await session.client.call<OperationAnswer>(
          snapshot ? backupCatalogEndpoints.restoreSnapshot : backupCatalogEndpoints.restoreBackup,
          {
            params: snapshot ? { cloudId, snapshotId: entry.id } : { cloudId, backupId: entry.id },
            body: { confirmation: typed },
            idempotencyKey: intent.current.key,
          },
        );
        intent.current = undefined;
        revalidate();
        return null;
      } catch (failure) {
        return noticeOf(failure)?.message ?? t('error_code.internal_error');
      }
    },
    [cloudId, session.client, revalidate, noticeOf, t],
  );
}
