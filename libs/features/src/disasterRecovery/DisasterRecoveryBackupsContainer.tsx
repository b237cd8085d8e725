import { DisasterRecoveryBackups, DisasterRecoveryConfirmDialog } from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useBackups } from './useBackups';
import { useConfirmation } from './useConfirmation';

export interface DisasterRecoveryBackupsContainerProps {
  /** Follows the signed link (the browser downloads the file); tests pass their own. */
  follow?: (url: string) => void;
}

const followInBrowser = (url: string) => window.location.assign(url);

/**
 * The backup page (spec §2.6 customer disaster recovery › backup, §6 backup_download): the environment's
 * backups; 'Baixar', confirmed, asks the API for a short-lived signed link (audited) and follows it.
 */
export function DisasterRecoveryBackupsContainer({
  follow = followInBrowser,
}: DisasterRecoveryBackupsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'disasterRecovery.backup' });
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.backupDownload ?? false;
  const { backups, state, retry, downloadUrl } = useBackups(cloudId, allowed);
  const run = useCallback(
    async (backupId: string) => follow(await downloadUrl(backupId)),
    [downloadUrl, follow],
  );
  const confirmation = useConfirmation(run);
  const asked = confirmation.asked?.target;
  return (
    <>
      <DisasterRecoveryBackups
        backups={backups}
        state={state}
        onDownload={confirmation.ask}
        downloadingId={confirmation.busy ? (asked ?? null) : null}
        onRetry={retry}
      />
      <DisasterRecoveryConfirmDialog
        open={asked !== undefined}
        title={t('title', { backup: asked })}
        description={t('description')}
        confirmLabel={t('confirm')}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={(typed) => void confirmation.confirm(typed)}
        onCancel={confirmation.cancel}
      />
    </>
  );
}
