import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisasterRecoveryConfirmDialog } from '../DisasterRecoveryConfirmDialog/DisasterRecoveryConfirmDialog';
import { formatDateTime } from '../format/formatDateTime';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { BACKUP_ENTRY_KINDS, BACKUP_ENTRY_STATUSES, type BackupEntry } from './backupsListModel';

const STATUS_TINT: Record<BackupEntry['status'], ChipTint> = {
  completed: 'success',
  available: 'success',
  creating: 'warning',
  failed: 'error',
};

/** The columns a first visit shows on /backups, and on a machine's page (its own snapshots). */
export const BACKUP_DEFAULT_COLUMNS = [
  'name',
  'kind',
  'source',
  'takenAt',
  'size',
  'status',
  'expiresAt',
  'actions',
];
export const MACHINE_SNAPSHOT_DEFAULT_COLUMNS = ['name', 'takenAt', 'size', 'status', 'actions'];

interface ColumnOptions {
  /** Where 'Baixar' leads for a downloadable backup (the DR backup page); no link without it. */
  downloadHref?: string;
  onRestore: (entry: BackupEntry) => void;
  timeZone?: string;
}

/** The list's columns, in the user's language (the container's useCollection needs them too). */
export function useBackupColumns({
  downloadHref,
  onRestore,
  timeZone,
}: ColumnOptions): ResourceListColumn<BackupEntry>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'BackupsList' });
  return useMemo(() => {
    const size = (bytes: number) =>
      t('gb', { size: (bytes / 1024 ** 3).toLocaleString(i18n.language, { maximumFractionDigits: 1 }) });
    return [
      {
        id: 'name',
        header: t('columns.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (entry) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {entry.name}
            </Typography>
            {entry.id !== entry.name ? (
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                <MaskedValue>{entry.id}</MaskedValue>
              </Typography>
            ) : null}
          </>
        ),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        sortable: true,
        filter: { options: BACKUP_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })) },
        cell: (entry) => t(`kind.${entry.kind}`),
      },
      {
        id: 'source',
        header: t('columns.source'),
        sortable: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (entry) => <MaskedValue>{entry.source}</MaskedValue>,
      },
      {
        id: 'takenAt',
        header: t('columns.takenAt'),
        sortable: true,
        cell: (entry) => formatDateTime(entry.takenAt, i18n.language, timeZone),
      },
      { id: 'size', header: t('columns.size'), sortable: true, cell: (entry) => size(entry.sizeBytes) },
      {
        id: 'status',
        header: t('columns.status'),
        sortable: true,
        filter: {
          options: BACKUP_ENTRY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        },
        cell: (entry) => (
          <Chip
            size="small"
            label={t(`status.${entry.status}`)}
            sx={tintedChipSx(STATUS_TINT[entry.status])}
          />
        ),
      },
      {
        id: 'expiresAt',
        header: t('columns.expiresAt'),
        sortable: true,
        cell: (entry) =>
          entry.expiresAt === null ? t('noExpiry') : formatDateTime(entry.expiresAt, i18n.language, timeZone),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        required: true,
        cell: (entry) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {entry.restorable ? (
              <Button
                size="small"
                variant="outlined"
                aria-label={t('restoreLabel', { name: entry.name })}
                onClick={() => onRestore(entry)}
              >
                {t('restore')}
              </Button>
            ) : null}
            {entry.downloadable && downloadHref ? (
              <Link href={downloadHref} aria-label={t('downloadLabel', { name: entry.name })}>
                {t('download')}
              </Link>
            ) : null}
          </Stack>
        ),
      },
    ];
  }, [t, i18n.language, timeZone, downloadHref, onRestore]);
}

export interface BackupsListProps extends ResourceListCollectionProps<BackupEntry> {
  /** The list's columns (useBackupColumns, shared with the container's collection). */
  columns: readonly ResourceListColumn<BackupEntry>[];
  /** environment: /backups; machine: a machine's page, its own snapshots. */
  scope?: 'environment' | 'machine';
  /** The entry whose restore is being confirmed (the columns' 'Restaurar' chose it); undefined: none. */
  confirming?: BackupEntry;
  /** Confirmed with the name typed: resolves to null once accepted, or to the refusal's words (translated). */
  onRestore: (entry: BackupEntry, typed: string) => Promise<string | null>;
  onCancelRestore: () => void;
}

/**
 * Backups (issue 30): the environment's topology backups and VM snapshots in one ResourceList (kind, source,
 * taken at, size, status, kept until), each restorable one with 'Restaurar', confirmed by typing its name (the
 * API checks it again), and the downloadable ones leading to the DR backup page that signs their links.
 */
export function BackupsList({
  columns,
  scope = 'environment',
  confirming,
  onRestore,
  onCancelRestore,
  ...list
}: BackupsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'BackupsList' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const machine = scope === 'machine';
  const close = () => {
    setError(null);
    onCancelRestore();
  };
  return (
    <>
      <ResourceList<BackupEntry>
        filterPlaceholder={t('filterPlaceholder')}
        {...list}
        label={machine ? t('machineTable') : t('table')}
        columns={columns}
        rowId={(entry) => entry.id}
        rowLabel={(entry) => entry.name}
        empty={
          machine
            ? { title: t('machineEmpty'), hint: t('machineEmptyHint') }
            : { title: t('empty'), hint: t('emptyHint') }
        }
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
      />
      <DisasterRecoveryConfirmDialog
        open={confirming !== undefined}
        title={t('restoreTitle', { name: confirming?.name ?? '' })}
        description={
          confirming?.kind === 'snapshot'
            ? t('restoreSnapshotText', { source: confirming.source })
            : t('restoreBackupText', { source: confirming?.source ?? '' })
        }
        confirmLabel={t('restore')}
        tone="danger"
        typedConfirmation={confirming?.name ?? ''}
        busy={busy}
        error={error}
        onCancel={close}
        onConfirm={(typed) => {
          if (!confirming) return;
          setBusy(true);
          setError(null);
          void onRestore(confirming, typed).then((refusal) => {
            setBusy(false);
            if (refusal === null) close();
            else setError(refusal);
          });
        }}
      />
    </>
  );
}
