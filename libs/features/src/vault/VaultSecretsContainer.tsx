import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { vaultSecretEndpoints } from '@nuvem/api-contract/paths';
import {
  TypedNameConfirmDialog,
  useVaultSecretColumns,
  VaultSecretPanel,
  VaultSecretsList,
  type VaultSecretItem,
} from '@nuvem/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { revealVaultSecret, vaultSecretAccessors, vaultSecretOf, useVaultSecrets } from './useVault';
import { VaultSecretFormContainer } from './VaultSecretFormContainer';

export interface VaultSecretsContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** Writes a revealed value to the clipboard; the browser's by default (tests pass their own). */
  copyText?: (text: string) => Promise<void>;
}

const NO_ACTIONS = { onOpen: () => {}, onDelete: () => {} };
const browserCopy = (text: string) => navigator.clipboard.writeText(text);

type Notice = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * Cofre (/security-center/vault) on the API: the environment's secrets (the list's choices in the address), a
 * secret's panel that reveals its value on request and hides it again, new secrets and versions, deletes after
 * a typed confirmation. A revealed value is held in this component's state only while it is shown.
 */
export function VaultSecretsContainer({
  search,
  onSearchChange,
  copyText = browserCopy,
}: VaultSecretsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'vault.secrets' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.vault ?? false;
  const vault = useVaultSecrets(cloudId, allowed);
  const state = useLoadState(vault.data, vault.error);
  const disabledKeyName = vault.key?.state === 'disabled' ? vault.key.name : undefined;
  const [opened, setOpened] = useState<string>();
  const [revealed, setRevealed] = useState<{ version: number; value: string }>();
  const [revealing, setRevealing] = useState(false);
  const [revealError, setRevealError] = useState<string>();
  const [form, setForm] = useState<{ secret?: VaultSecretItem }>();
  const [deletion, setDeletion] = useState<VaultSecretItem>();
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const columns = useVaultSecretColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    {
      list: 'vault-secrets',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'name', direction: 'asc' },
    },
    { items: vault.secrets ?? [], state, retry: () => void vault.mutate(), accessors: vaultSecretAccessors },
  );
  const openedSecret = vault.secrets?.find((secret) => secret.id === opened);

  const hide = useCallback(() => setRevealed(undefined), []);
  const close = () => {
    setOpened(undefined);
    setRevealed(undefined);
    setRevealError(undefined);
  };
  const reveal = async (secret: VaultSecretItem) => {
    if (!cloudId) return;
    setRevealing(true);
    setRevealError(undefined);
    try {
      const answer = await revealVaultSecret(session, cloudId, secret.id);
      setRevealed({ version: answer.version, value: answer.value });
    } catch (error) {
      setRevealError(noticeOf(error)?.message);
      void vault.mutate();
    } finally {
      setRevealing(false);
    }
  };
  const remove = async (secret: VaultSecretItem) => {
    if (!cloudId) return;
    setDeletion(undefined);
    setDeleting(true);
    try {
      await session.client.call(vaultSecretEndpoints.delete, {
        params: { cloudId, secretId: secret.id },
        query: { confirmation: secret.name },
        idempotencyKey: crypto.randomUUID(),
      });
      close();
      setNotice({ severity: 'info', text: t('deleted', { name: secret.name }) });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('deleteFailed', { name: secret.name, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setDeleting(false);
      void vault.mutate();
    }
  };

  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setForm({})} disabled={!cloudId}>
      {t('create')}
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
      <VaultSecretsList
        {...listProps}
        createAction={createAction}
        disabledKeyName={disabledKeyName}
        busy={deleting}
        onOpen={(secret) => setOpened(secret.id)}
        onDelete={(secret) => setDeletion(secret)}
      />
      {openedSecret ? (
        <VaultSecretPanel
          secret={openedSecret}
          revealed={revealed}
          revealing={revealing}
          error={revealError}
          disabledKeyName={disabledKeyName}
          onReveal={() => void reveal(openedSecret)}
          onHide={hide}
          onCopy={(value) => void copyText(value).catch(() => undefined)}
          onNewVersion={() => {
            setRevealed(undefined);
            setForm({ secret: openedSecret });
          }}
          onDelete={() => setDeletion(openedSecret)}
          onClose={close}
        />
      ) : null}
      {form && cloudId ? (
        <VaultSecretFormContainer
          cloudId={cloudId}
          secret={form.secret}
          onClose={() => setForm(undefined)}
          onSaved={(saved) => {
            setForm(undefined);
            const secret = vaultSecretOf(saved);
            setNotice({
              severity: 'success',
              text: form.secret
                ? t('versioned', { name: secret.name, version: secret.currentVersion })
                : t('created', { name: secret.name }),
            });
            void vault.mutate();
          }}
        />
      ) : null}
      <TypedNameConfirmDialog
        key={deletion?.id ?? 'closed'}
        open={deletion !== undefined}
        name={deletion?.name ?? ''}
        title={t('delete.title', { name: deletion?.name ?? '' })}
        text={t('delete.text', { name: deletion?.name ?? '' })}
        label={t('delete.label')}
        confirmLabel={t('delete.confirm')}
        onClose={() => setDeletion(undefined)}
        onConfirm={() => deletion && void remove(deletion)}
      />
    </Stack>
  );
}
