import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { CommercialRequestChip } from './CommercialRequestChip';
import type { CommercialProposalItem } from './commercialTypes';

/** Whether the proposal may be moved: no migration pending or done. */
export const canMigrateProposal = (proposal: CommercialProposalItem) =>
  proposal.migrationRequest === null || proposal.migrationRequest.state === 'refused';

export interface CommercialProposalActions {
  onMigrate: (proposal: CommercialProposalItem) => void;
}

/** The proposals' columns: number, products, value, event, migration, action. */
export function useCommercialProposalColumns({
  onMigrate,
}: CommercialProposalActions): ResourceListColumn<CommercialProposalItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'CommercialProposalsList' });
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('column.number'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':'] },
        cell: (p) => p.number,
      },
      { id: 'products', header: t('column.products'), cell: (p) => p.products.join(', ') },
      {
        id: 'value',
        header: t('column.value'),
        sortable: true,
        cell: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(p.valueCents, i18n.language)}</span>,
      },
      {
        id: 'event',
        header: t('column.event'),
        cell: (p) =>
          p.event ? (
            <Stack spacing={0.25}>
              <span>{p.event.name}</span>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('valueInEvent', { value: formatCents(p.event.valueCents, i18n.language) })}
              </Typography>
            </Stack>
          ) : (
            '—'
          ),
      },
      {
        id: 'migration',
        header: t('column.migration'),
        cell: (p) =>
          p.migrationRequest ? (
            <Stack spacing={0.5}>
              <Typography variant="body2">{p.migrationRequest.eventName}</Typography>
              <CommercialRequestChip state={p.migrationRequest.state} reason={p.migrationRequest.reason} />
            </Stack>
          ) : (
            '—'
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (p) =>
          canMigrateProposal(p) ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onMigrate(p)}
              aria-label={t('migrateNamed', { number: p.number })}
            >
              {t('migrate')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, onMigrate],
  );
}

export type CommercialProposalsListProps = ResourceListCollectionProps<CommercialProposalItem> &
  CommercialProposalActions;

/** Migração de evento comercial: the environment's proposals, the event each is in, and moving one. */
export function CommercialProposalsList({ onMigrate, ...list }: CommercialProposalsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'CommercialProposalsList' });
  const columns = useCommercialProposalColumns({ onMigrate });
  return (
    <ResourceList<CommercialProposalItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(p) => p.id}
      rowLabel={(p) => p.number}
      empty={{ title: t('empty'), hint: t('emptyHint') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filterPlaceholder')}
    />
  );
}
