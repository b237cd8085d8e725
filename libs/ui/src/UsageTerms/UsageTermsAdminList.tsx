import EditOutlined from '@mui/icons-material/EditOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { tintedChipSx } from '../internal/tintedChip';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { UsageTermItem } from './usageTermsTypes';

export interface UsageTermsAdminActions {
  /** Opens a version: a draft to edit, a published one to read. */
  onOpen: (term: UsageTermItem) => void;
  onPublish: (term: UsageTermItem) => void;
  busy?: boolean;
}

/** Staff's columns: version (or 'Rascunho'), title, customers, published, acceptances, actions. */
export function useUsageTermsAdminColumns(
  actions: UsageTermsAdminActions,
  timeZone?: string,
): ResourceListColumn<UsageTermItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'UsageTermsAdminList' });
  const { onOpen, onPublish, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'version',
        header: t('column.version'),
        sortable: true,
        cell: (term) =>
          term.version === null ? (
            <Chip size="small" label={t('draft')} sx={tintedChipSx('warning')} />
          ) : (
            t('versionNumber', { version: term.version })
          ),
      },
      {
        id: 'title',
        header: t('column.title'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (term) => (
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(term)}
            sx={{ textAlign: 'start', fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {term.title}
          </Link>
        ),
      },
      {
        id: 'customers',
        header: t('column.customers'),
        cell: (term) => (term.customerCodes.length === 0 ? t('allCustomers') : term.customerCodes.join(', ')),
      },
      {
        id: 'publishedAt',
        header: t('column.publishedAt'),
        sortable: true,
        cell: (term) =>
          term.publishedAt ? (
            <Box component="time" dateTime={term.publishedAt} sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(term.publishedAt, i18n.language, timeZone)}
            </Box>
          ) : (
            '—'
          ),
      },
      {
        id: 'acceptances',
        header: t('column.acceptances'),
        sortable: true,
        cell: (term) => (term.version === null ? '—' : (term.acceptances ?? 0)),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (term) => (
          <Stack direction="row" spacing={0.5}>
            <ReasonedIconButton
              label={t('edit', { title: term.title })}
              refusedReason={term.version !== null ? t('publishedRefusal') : undefined}
              disabled={busy}
              onClick={() => onOpen(term)}
            >
              <EditOutlined fontSize="small" />
            </ReasonedIconButton>
            <ReasonedIconButton
              label={t('publish', { title: term.title })}
              refusedReason={term.version !== null ? t('publishedRefusal') : undefined}
              disabled={busy}
              onClick={() => onPublish(term)}
            >
              <PublishOutlined fontSize="small" />
            </ReasonedIconButton>
          </Stack>
        ),
      },
    ],
    [t, i18n.language, timeZone, busy, onOpen, onPublish],
  );
}

export interface UsageTermsAdminListProps
  extends ResourceListCollectionProps<UsageTermItem>, UsageTermsAdminActions {
  /** 'Nova versão': the toolbar's and the empty list's call to action. */
  createAction?: ReactNode;
  timeZone?: string;
}

/** Administração › Termos de uso: every version, drafts first, with how many users accepted each. */
export function UsageTermsAdminList({
  createAction,
  onOpen,
  onPublish,
  busy,
  timeZone,
  ...list
}: UsageTermsAdminListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'UsageTermsAdminList' });
  const columns = useUsageTermsAdminColumns({ onOpen, onPublish, busy }, timeZone);
  return (
    <ResourceList<UsageTermItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(term) => term.id}
      rowLabel={(term) => term.title}
      toolbar={createAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filterPlaceholder')}
    />
  );
}
