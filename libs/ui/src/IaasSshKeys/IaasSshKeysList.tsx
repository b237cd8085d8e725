import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { sshKeyTypeLabel, type IaasSshKeyItem } from './iaasSshKeyTypes';

/** The type filter's choices, as the type column names them. */
export const SSH_KEY_TYPE_LABELS = ['ED25519', 'ECDSA', 'RSA'] as const;

export interface IaasSshKeyActions {
  /** The fingerprint to write to the clipboard (the caller writes it). */
  onCopyFingerprint: (key: IaasSshKeyItem) => void;
  onDelete: (key: IaasSshKeyItem) => void;
  /** A delete being sent: the delete buttons wait. */
  busy?: boolean;
}

/** The fingerprint in monospace, with a button that copies it (and says so for a moment). */
function Fingerprint({ sshKey, onCopy }: { sshKey: IaasSshKeyItem; onCopy: () => void }) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasSshKeysList' });
  const [copied, setCopied] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
        {sshKey.fingerprint}
      </Box>
      <Tooltip title={copied ? t('copied') : t('copy')} onClose={() => setCopied(false)}>
        <IconButton
          size="small"
          aria-label={t('copyFingerprint', { name: sshKey.name })}
          onClick={() => {
            onCopy();
            setCopied(true);
          }}
        >
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** The keys list's columns: name, type and bits, fingerprint, who added it and when, the delete. */
export function useIaasSshKeyColumns(
  actions: IaasSshKeyActions,
  timeZone?: string,
): ResourceListColumn<IaasSshKeyItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasSshKeysList' });
  const { onCopyFingerprint, onDelete, busy = false } = actions;
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
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {key.name}
          </Typography>
        ),
      },
      {
        id: 'type',
        header: t('column.type'),
        sortable: true,
        filter: { options: SSH_KEY_TYPE_LABELS.map((label) => ({ value: label, label })) },
        cell: (key) => t('typeBits', { type: sshKeyTypeLabel(key.type), bits: key.bits }),
      },
      {
        id: 'fingerprint',
        header: t('column.fingerprint'),
        filter: { operators: ['=', ':'] },
        cell: (key) => <Fingerprint sshKey={key} onCopy={() => onCopyFingerprint(key)} />,
      },
      {
        id: 'createdBy',
        header: t('column.createdBy'),
        sortable: true,
        filter: { operators: ['=', ':'] },
        cell: (key) =>
          key.createdBy ?? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('platform')}
            </Typography>
          ),
      },
      {
        id: 'createdAt',
        header: t('column.createdAt'),
        sortable: true,
        cell: (key) => (
          <Box component="time" dateTime={key.createdAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(key.createdAt, i18n.language, timeZone)}
          </Box>
        ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (key) => (
          <Tooltip title={t('delete', { name: key.name })}>
            <span>
              <IconButton
                size="small"
                aria-label={t('delete', { name: key.name })}
                disabled={busy}
                onClick={() => onDelete(key)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ),
      },
    ],
    [t, i18n.language, timeZone, busy, onCopyFingerprint, onDelete],
  );
}

export interface IaasSshKeysListProps extends ResourceListCollectionProps<IaasSshKeyItem>, IaasSshKeyActions {
  /** 'Adicionar chave': the toolbar's and the empty list's call to action. */
  addAction?: ReactNode;
  /** The selected keys deleted at once (after the caller confirms). */
  onDeleteSelected?: (ids: readonly string[]) => void;
  timeZone?: string;
}

/**
 * Chaves SSH (AWS EC2's 'Key pairs', DigitalOcean's 'SSH keys'): the environment's public keys on the
 * ResourceList, each with its type and size, its SHA256 fingerprint to copy, who added it and when; delete one,
 * or those selected.
 */
export function IaasSshKeysList({
  addAction,
  onCopyFingerprint,
  onDelete,
  onDeleteSelected,
  busy,
  timeZone,
  ...list
}: IaasSshKeysListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasSshKeysList' });
  const columns = useIaasSshKeyColumns({ onCopyFingerprint, onDelete, busy }, timeZone);
  return (
    <ResourceList<IaasSshKeyItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(key) => key.id}
      rowLabel={(key) => key.name}
      toolbar={addAction}
      selectable={onDeleteSelected !== undefined}
      bulkActions={
        onDeleteSelected
          ? (ids) => (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                disabled={busy}
                onClick={() => onDeleteSelected(ids)}
              >
                {t('deleteSelected', { count: ids.length })}
              </Button>
            )
          : undefined
      }
      empty={{ title: t('empty'), hint: t('emptyHint'), action: addAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
