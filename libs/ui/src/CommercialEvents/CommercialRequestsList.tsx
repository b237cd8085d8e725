import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { CommercialRequestChip } from './CommercialRequestChip';
import type { CommercialRequestItem } from './commercialTypes';

export interface CommercialRequestActions {
  onApprove: (request: CommercialRequestItem) => void;
  onRefuse: (request: CommercialRequestItem) => void;
  busy?: boolean;
}

/** The staff's columns: when, customer, what is asked, state, who, approve or refuse. */
export function useCommercialRequestColumns(
  { onApprove, onRefuse, busy = false }: CommercialRequestActions,
  timeZone?: string,
): ResourceListColumn<CommercialRequestItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'CommercialRequestsList' });
  return useMemo(
    () => [
      {
        id: 'customer',
        header: t('column.customer'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (r) => (
          <Stack spacing={0.25}>
            <span style={{ overflowWrap: 'anywhere' }}>{r.customer}</span>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {r.cloudId}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'request',
        header: t('column.request'),
        cell: (r) => (
          <Stack spacing={0.25}>
            <span style={{ overflowWrap: 'anywhere' }}>
              {r.kind === 'join'
                ? t('join', { event: r.eventName })
                : t('migration', { event: r.eventName, number: r.proposal?.number ?? '' })}
            </span>
            {r.proposal ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('values', {
                  from: formatCents(r.proposal.valueCents, i18n.language),
                  to: formatCents(r.proposal.newValueCents, i18n.language),
                })}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('column.state'),
        sortable: true,
        filter: {
          options: (['pending', 'approved', 'refused'] as const).map((value) => ({
            value,
            label: t(`state.${value}`),
          })),
        },
        cell: (r) => <CommercialRequestChip state={r.state} reason={r.reason} />,
      },
      {
        id: 'requestedAt',
        header: t('column.requestedAt'),
        sortable: true,
        cell: (r) => (
          <Stack spacing={0.25}>
            <Box component="time" dateTime={r.requestedAt} sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(r.requestedAt, i18n.language, timeZone)}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {r.requestedBy ?? ''}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (r) => {
          const decided = r.state !== 'pending' ? t('decided') : undefined;
          const name = r.proposal?.number ?? r.customer;
          return (
            <Stack direction="row" spacing={0.5}>
              <ReasonedIconButton
                label={t('approve', { name })}
                refusedReason={decided}
                disabled={busy}
                onClick={() => onApprove(r)}
              >
                <CheckOutlined fontSize="small" />
              </ReasonedIconButton>
              <ReasonedIconButton
                label={t('refuse', { name })}
                refusedReason={decided}
                disabled={busy}
                onClick={() => onRefuse(r)}
              >
                <CloseOutlined fontSize="small" />
              </ReasonedIconButton>
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language, timeZone, busy, onApprove, onRefuse],
  );
}

export interface CommercialRequestsListProps
  extends ResourceListCollectionProps<CommercialRequestItem>, CommercialRequestActions {
  timeZone?: string;
}

/** Administração › Solicitações de evento comercial: the customers' requests, pending first. */
export function CommercialRequestsList({
  onApprove,
  onRefuse,
  busy,
  timeZone,
  ...list
}: CommercialRequestsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'CommercialRequestsList' });
  const columns = useCommercialRequestColumns({ onApprove, onRefuse, busy }, timeZone);
  return (
    <ResourceList<CommercialRequestItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => `${r.customer} ${r.eventName}`}
      empty={{ title: t('empty'), hint: t('emptyHint') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filterPlaceholder')}
    />
  );
}
