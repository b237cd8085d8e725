import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { VaultSecretItem } from './vaultTypes';

export interface VaultSecretActions {
  /** Opens the secret's panel (reveal, new version, delete). */
  onOpen: (secret: VaultSecretItem) => void;
  onDelete: (secret: VaultSecretItem) => void;
  /** The name of the vault's key while it is disabled: writes and reveals are refused, and say why. */
  disabledKeyName?: string;
  busy?: boolean;
}

/** The vault's columns: name (opens the panel), versions, when and by whom the latest was written, delete. */
export function useVaultSecretColumns(
  actions: VaultSecretActions,
  timeZone?: string,
): ResourceListColumn<VaultSecretItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'VaultSecretsList' });
  const { onOpen, onDelete, disabledKeyName, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (secret) => (
          <Stack spacing={0.25}>
            <Link
              component="button"
              type="button"
              aria-label={t('open', { name: secret.name })}
              onClick={() => onOpen(secret)}
              sx={{ fontWeight: 500, textAlign: 'start', overflowWrap: 'anywhere' }}
            >
              {secret.name}
            </Link>
            {secret.description ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {secret.description}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'versions',
        header: t('column.versions'),
        sortable: true,
        cell: (secret) => secret.versions,
      },
      {
        id: 'updatedAt',
        header: t('column.updatedAt'),
        sortable: true,
        cell: (secret) => (
          <Box component="time" dateTime={secret.updatedAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(secret.updatedAt, i18n.language, timeZone)}
          </Box>
        ),
      },
      {
        id: 'updatedBy',
        header: t('column.updatedBy'),
        sortable: true,
        filter: { operators: ['=', ':'] },
        cell: (secret) =>
          secret.updatedBy ?? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('unknownAuthor')}
            </Typography>
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (secret) => (
          <ReasonedIconButton
            label={t('delete', { name: secret.name })}
            refusedReason={disabledKeyName ? t('refusedWhileDisabled') : undefined}
            disabled={busy}
            onClick={() => onDelete(secret)}
          >
            <DeleteOutlined fontSize="small" />
          </ReasonedIconButton>
        ),
      },
    ],
    [t, i18n.language, timeZone, busy, disabledKeyName, onOpen, onDelete],
  );
}

export interface VaultSecretsListProps
  extends ResourceListCollectionProps<VaultSecretItem>, VaultSecretActions {
  /** 'Criar segredo': the toolbar's and the empty list's call to action. */
  createAction?: ReactNode;
  timeZone?: string;
}

/**
 * Cofre (AWS Secrets Manager's, Google Secret Manager's list): the environment's secrets on the ResourceList,
 * by name, with their versions and who wrote the latest; never a value. While the vault's key is disabled, a
 * warning says why nothing can be revealed or written.
 */
export function VaultSecretsList({
  createAction,
  onOpen,
  onDelete,
  disabledKeyName,
  busy,
  timeZone,
  ...list
}: VaultSecretsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VaultSecretsList' });
  const columns = useVaultSecretColumns({ onOpen, onDelete, disabledKeyName, busy }, timeZone);
  return (
    <Stack spacing={1.5}>
      {disabledKeyName ? (
        <Alert severity="warning" role="status">
          {t('keyDisabled', { name: disabledKeyName })}
        </Alert>
      ) : null}
      <ResourceList<VaultSecretItem>
        filterPlaceholder={t('filterPlaceholder')}
        {...list}
        label={t('table')}
        columns={columns}
        rowId={(secret) => secret.id}
        rowLabel={(secret) => secret.name}
        toolbar={createAction}
        empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
      />
    </Stack>
  );
}
