import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { VaultKeyItem } from './vaultTypes';

export interface VaultKeyActions {
  onRotate: (key: VaultKeyItem) => void;
  onActivate: (key: VaultKeyItem) => void;
  /** Asks to disable (the caller confirms with the typed name). */
  onDisable: (key: VaultKeyItem) => void;
  onEnable: (key: VaultKeyItem) => void;
  /** A change being sent: the actions wait. */
  busy?: boolean;
}

/** The keys list's columns: name and origin, state, version, fingerprint, last rotation, the actions. */
export function useVaultKeyColumns(
  actions: VaultKeyActions,
  timeZone?: string,
): ResourceListColumn<VaultKeyItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'VaultKeysList' });
  const { onRotate, onActivate, onDisable, onEnable, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (key) => (
          <Stack spacing={0.25}>
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {key.name}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`origin.${key.origin}`)}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('column.state'),
        sortable: true,
        filter: {
          options: (['enabled', 'disabled'] as const).map((state) => ({
            value: state,
            label: t(`state.${state}`),
          })),
        },
        cell: (key) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              size="small"
              variant="outlined"
              color={key.state === 'enabled' ? 'success' : 'error'}
              label={t(`state.${key.state}`)}
            />
            {key.active ? <Chip size="small" color="primary" label={t('active')} /> : null}
            {key.pendingRewrap > 0 ? (
              <Chip size="small" variant="outlined" label={t('rewrapping', { count: key.pendingRewrap })} />
            ) : null}
          </Stack>
        ),
      },
      { id: 'version', header: t('column.version'), sortable: true, cell: (key) => key.version },
      {
        id: 'fingerprint',
        header: t('column.fingerprint'),
        filter: { operators: ['=', ':'] },
        cell: (key) => (
          <Box
            component="code"
            sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
          >
            {key.fingerprint}
          </Box>
        ),
      },
      {
        id: 'lastRotatedAt',
        header: t('column.lastRotatedAt'),
        sortable: true,
        cell: (key) =>
          key.lastRotatedAt ? (
            <Box component="time" dateTime={key.lastRotatedAt} sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(key.lastRotatedAt, i18n.language, timeZone)}
            </Box>
          ) : (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('neverRotated')}
            </Typography>
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (key) => {
          const disabled = key.state === 'disabled';
          return (
            <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
              <ReasonedIconButton
                label={t('rotate', { name: key.name })}
                refusedReason={disabled ? t('refusedDisabled') : undefined}
                disabled={busy}
                onClick={() => onRotate(key)}
              >
                <AutorenewOutlined fontSize="small" />
              </ReasonedIconButton>
              <ReasonedIconButton
                label={t('activate', { name: key.name })}
                refusedReason={key.active ? t('refusedActive') : disabled ? t('refusedDisabled') : undefined}
                disabled={busy}
                onClick={() => onActivate(key)}
              >
                <StarOutlineOutlined fontSize="small" />
              </ReasonedIconButton>
              {disabled ? (
                <ReasonedIconButton
                  label={t('enable', { name: key.name })}
                  disabled={busy}
                  onClick={() => onEnable(key)}
                >
                  <CheckCircleOutlined fontSize="small" />
                </ReasonedIconButton>
              ) : (
                <ReasonedIconButton
                  label={t('disable', { name: key.name })}
                  disabled={busy}
                  onClick={() => onDisable(key)}
                >
                  <BlockOutlined fontSize="small" />
                </ReasonedIconButton>
              )}
            </Box>
          );
        },
      },
    ],
    [t, i18n.language, timeZone, busy, onRotate, onActivate, onDisable, onEnable],
  );
}

export interface VaultKeysListProps extends ResourceListCollectionProps<VaultKeyItem>, VaultKeyActions {
  /** 'Registrar chave': the toolbar's and the empty list's call to action. */
  registerAction?: ReactNode;
  timeZone?: string;
}

/**
 * Chaves externas (AWS KMS's customer managed keys, Azure Key Vault's keys): the keys protecting the
 * environment's vault on the ResourceList, with state, version, fingerprint (never material) and last
 * rotation; rotate, use for the vault, disable (confirmed by the caller) and enable.
 */
export function VaultKeysList({
  registerAction,
  onRotate,
  onActivate,
  onDisable,
  onEnable,
  busy,
  timeZone,
  ...list
}: VaultKeysListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VaultKeysList' });
  const columns = useVaultKeyColumns({ onRotate, onActivate, onDisable, onEnable, busy }, timeZone);
  return (
    <ResourceList<VaultKeyItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(key) => key.id}
      rowLabel={(key) => key.name}
      toolbar={registerAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: registerAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
