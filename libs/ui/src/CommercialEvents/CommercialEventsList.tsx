import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tintedChipSx } from '../internal/tintedChip';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { CommercialRequestChip } from './CommercialRequestChip';
import type { CommercialEventItem } from './commercialTypes';
import { formatDay } from './formatDay';

export interface CommercialEventActions {
  onOpen: (event: CommercialEventItem) => void;
  onJoin: (event: CommercialEventItem) => void;
  /** The event whose join is being sent. */
  joiningId?: string;
}

/** Whether the environment may ask to join: open, and no request pending or approved. */
export const canJoinCommercialEvent = (event: CommercialEventItem) =>
  event.open && (event.joinRequest === null || event.joinRequest.state === 'refused');

/** The events' columns: name (opens it), period, discount, the environment's part, the join action. */
export function useCommercialEventColumns(
  actions: CommercialEventActions,
): ResourceListColumn<CommercialEventItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'CommercialEventsList' });
  const { onOpen, onJoin, joiningId } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (event) => (
          <Stack spacing={0.25}>
            <Link
              component="button"
              type="button"
              onClick={() => onOpen(event)}
              sx={{ textAlign: 'start', fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {event.name}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {event.description}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'period',
        header: t('column.period'),
        sortable: true,
        cell: (event) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <span style={{ whiteSpace: 'nowrap' }}>
              {t('period', {
                start: formatDay(event.startsOn, i18n.language),
                end: formatDay(event.endsOn, i18n.language),
              })}
            </span>
            <Chip
              size="small"
              label={event.open ? t('open') : t('closed')}
              sx={tintedChipSx(event.open ? 'primary' : 'default')}
            />
          </Stack>
        ),
      },
      {
        id: 'discount',
        header: t('column.discount'),
        sortable: true,
        cell: (event) => t('discount', { percent: event.discountPercent }),
      },
      {
        id: 'participation',
        header: t('column.participation'),
        cell: (event) =>
          event.joinRequest ? (
            <CommercialRequestChip state={event.joinRequest.state} reason={event.joinRequest.reason} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('notJoined')}
            </Typography>
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (event) =>
          canJoinCommercialEvent(event) ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onJoin(event)}
              disabled={joiningId !== undefined}
              aria-label={t('joinNamed', { name: event.name })}
            >
              {joiningId === event.id ? t('joining') : t('join')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, onOpen, onJoin, joiningId],
  );
}

export type CommercialEventsListProps = ResourceListCollectionProps<CommercialEventItem> &
  CommercialEventActions;

/** Evento comercial: the campaigns, their conditions and dates, and this environment's part in each. */
export function CommercialEventsList({ onOpen, onJoin, joiningId, ...list }: CommercialEventsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'CommercialEventsList' });
  const columns = useCommercialEventColumns({ onOpen, onJoin, joiningId });
  return (
    <ResourceList<CommercialEventItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(event) => event.id}
      rowLabel={(event) => event.name}
      empty={{ title: t('empty'), hint: t('emptyHint') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filterPlaceholder')}
    />
  );
}
