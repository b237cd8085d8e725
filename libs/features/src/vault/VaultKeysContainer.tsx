import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { vaultKeyEndpoints } from '@nuvem/api-contract/paths';
import { TypedNameConfirmDialog, useVaultKeyColumns, VaultKeysList, type VaultKeyItem } from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { vaultKeyAccessors, useVaultKeys } from './useVault';
import { VaultKeyRegisterContainer, VaultKeyRotateContainer } from './VaultKeyFormContainer';

export interface VaultKeysContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onRotate: () => {}, onActivate: () => {}, onDisable: () => {}, onEnable: () => {} };

type Notice = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * Chaves externas (/admin/external-key-management) on the API: the keys protecting the environment's vault,
 * registered, rotated and made active (operations whose re-wrap the list follows until done), disabled after a
 * typed confirmation, and enabled again.
 */
export function VaultKeysContainer({ search, onSearchChange }: VaultKeysContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'vault.keys' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.externalKeys ?? false;
  const [rewrapAskedAt, setRewrapAskedAt] = useState<number>();
  const keys = useVaultKeys(cloudId, allowed, rewrapAskedAt);
  const state = useLoadState(keys.data, keys.error);
  const [registering, setRegistering] = useState(false);
  const [rotating, setRotating] = useState<VaultKeyItem>();
  const [disabling, setDisabling] = useState<VaultKeyItem>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const columns = useVaultKeyColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'vault-keys', columns, search, onSearchChange, defaultSort: { field: 'name', direction: 'asc' } },
    { items: keys.keys ?? [], state, retry: () => void keys.mutate(), accessors: vaultKeyAccessors },
  );

  /** One change of a key: its request, then what to say; the list is fetched again either way. */
  const change = async (key: VaultKeyItem, send: () => Promise<unknown>, said: string) => {
    setBusy(true);
    try {
      await send();
      setNotice({ severity: 'success', text: said });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('failed', { name: key.name, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setBusy(false);
      void keys.mutate();
    }
  };
  const post = (
    endpoint: (typeof vaultKeyEndpoints)['activate' | 'enable' | 'disable'],
    key: VaultKeyItem,
    body?: unknown,
  ) =>
    session.client.call(endpoint, {
      params: { cloudId: cloudId!, keyId: key.id },
      body,
      idempotencyKey: crypto.randomUUID(),
    });

  const registerAction = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={() => setRegistering(true)}
      disabled={!cloudId}
    >
      {t('register')}
    </Button>
  );

  return (
    <Stack spacing={1.5}>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {notice.text}
        </Alert>
      ) : null}
      <VaultKeysList
        {...listProps}
        registerAction={registerAction}
        busy={busy}
        onRotate={setRotating}
        onActivate={(key) =>
          void change(
            key,
            async () => {
              await post(vaultKeyEndpoints.activate, key);
              setRewrapAskedAt(Date.now());
            },
            t('activating', { name: key.name }),
          )
        }
        onDisable={setDisabling}
        onEnable={(key) =>
          void change(key, () => post(vaultKeyEndpoints.enable, key), t('enabled', { name: key.name }))
        }
      />
      {registering && cloudId ? (
        <VaultKeyRegisterContainer
          cloudId={cloudId}
          onClose={() => setRegistering(false)}
          onRegistered={(key) => {
            setRegistering(false);
            setNotice({
              severity: 'success',
              text: t('registered', { name: key.name, fingerprint: key.fingerprint }),
            });
            void keys.mutate();
          }}
        />
      ) : null}
      {rotating && cloudId ? (
        <VaultKeyRotateContainer
          cloudId={cloudId}
          keyId={rotating.id}
          keyName={rotating.name}
          onClose={() => setRotating(undefined)}
          onRotating={() => {
            setNotice({ severity: 'info', text: t('rotating', { name: rotating.name }) });
            setRotating(undefined);
            setRewrapAskedAt(Date.now());
            void keys.mutate();
          }}
        />
      ) : null}
      <TypedNameConfirmDialog
        key={disabling?.id ?? 'closed'}
        open={disabling !== undefined}
        name={disabling?.name ?? ''}
        title={t('disable.title', { name: disabling?.name ?? '' })}
        text={t('disable.text', { name: disabling?.name ?? '' })}
        label={t('disable.label')}
        confirmLabel={t('disable.confirm')}
        onClose={() => setDisabling(undefined)}
        onConfirm={() => {
          const key = disabling;
          setDisabling(undefined);
          if (key)
            void change(
              key,
              () => post(vaultKeyEndpoints.disable, key, { confirmation: key.name }),
              t('disabled', { name: key.name }),
            );
        }}
      />
    </Stack>
  );
}
