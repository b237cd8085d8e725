import EditOutlined from '@mui/icons-material/EditOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tintedChipSx } from '../internal/tintedChip';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { useMarketplacePrice } from './MarketplacePrice';
import type { MarketplaceAdminOfferItem } from './marketplaceTypes';

export interface MarketplaceOfferAdminActions {
  onEdit: (offer: MarketplaceAdminOfferItem) => void;
  onPublish: (offer: MarketplaceAdminOfferItem) => void;
  onWithdraw: (offer: MarketplaceAdminOfferItem) => void;
  /** A change being sent: the actions wait. */
  busy?: boolean;
}

const states = ['draft', 'published', 'withdrawn'] as const;
const stateColor = { draft: 'default', published: 'success', withdrawn: 'warning' } as const;

/** The offers list's columns: name and vendor, category, state, audience, plans, purchases, the actions. */
export function useMarketplaceOfferColumns(
  actions: MarketplaceOfferAdminActions,
): ResourceListColumn<MarketplaceAdminOfferItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'MarketplaceOffersAdminList' });
  const { t: label } = useTranslation('ui', { keyPrefix: 'MarketplaceLabels' });
  const price = useMarketplacePrice();
  const { onEdit, onPublish, onWithdraw, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (offer) => (
          <Stack spacing={0.25}>
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {offer.name}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {offer.vendor}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'category',
        header: t('column.category'),
        sortable: true,
        filter: {
          options: (['backup', 'monitoring', 'protheus', 'erp', 'security'] as const).map((value) => ({
            value,
            label: label(`category.${value}`),
          })),
        },
        cell: (offer) => label(`category.${offer.category}`),
      },
      {
        id: 'state',
        header: t('column.state'),
        sortable: true,
        filter: { options: states.map((value) => ({ value, label: label(`offerState.${value}`) })) },
        cell: (offer) => (
          <Chip
            size="small"
            sx={tintedChipSx(stateColor[offer.state])}
            label={label(`offerState.${offer.state}`)}
          />
        ),
      },
      {
        id: 'audience',
        header: t('column.audience'),
        cell: (offer) =>
          offer.audience === 'all'
            ? t('audienceAll')
            : t('audienceChosen', { count: offer.customers.length }),
      },
      {
        id: 'plans',
        header: t('column.plans'),
        cell: (offer) => (
          <Stack spacing={0.25}>
            {offer.plans.map((plan) => (
              <Typography key={plan.id} component="span" variant="body2">
                {`${plan.name}: ${price(plan.priceCents, plan.recurrence)}`}
              </Typography>
            ))}
          </Stack>
        ),
      },
      { id: 'purchases', header: t('column.purchases'), sortable: true, cell: (offer) => offer.purchases },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (offer) => (
          <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
            <ReasonedIconButton
              label={t('edit', { name: offer.name })}
              disabled={busy}
              onClick={() => onEdit(offer)}
            >
              <EditOutlined fontSize="small" />
            </ReasonedIconButton>
            {offer.state === 'published' ? (
              <ReasonedIconButton
                label={t('withdraw', { name: offer.name })}
                disabled={busy}
                onClick={() => onWithdraw(offer)}
              >
                <UnpublishedOutlined fontSize="small" />
              </ReasonedIconButton>
            ) : (
              <ReasonedIconButton
                label={t('publish', { name: offer.name })}
                refusedReason={offer.plans.length === 0 ? t('refusedNoPlan') : undefined}
                disabled={busy}
                onClick={() => onPublish(offer)}
              >
                <PublishOutlined fontSize="small" />
              </ReasonedIconButton>
            )}
          </Box>
        ),
      },
    ],
    [t, label, price, busy, onEdit, onPublish, onWithdraw],
  );
}

export interface MarketplaceOffersAdminListProps
  extends ResourceListCollectionProps<MarketplaceAdminOfferItem>, MarketplaceOfferAdminActions {
  /** 'Nova oferta': the toolbar's and the empty list's call to action. */
  createAction?: ReactNode;
}

/**
 * Administração › Marketplace (AWS Marketplace Management Portal's products): every offer on the ResourceList
 * with its state, audience, plans and purchases; edit, publish (a plan needed) and withdraw.
 */
export function MarketplaceOffersAdminList({
  createAction,
  onEdit,
  onPublish,
  onWithdraw,
  busy,
  ...list
}: MarketplaceOffersAdminListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'MarketplaceOffersAdminList' });
  const columns = useMarketplaceOfferColumns({ onEdit, onPublish, onWithdraw, busy });
  return (
    <ResourceList<MarketplaceAdminOfferItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(offer) => offer.id}
      rowLabel={(offer) => offer.name}
      toolbar={createAction}
      filterPlaceholder={t('filterPlaceholder')}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
