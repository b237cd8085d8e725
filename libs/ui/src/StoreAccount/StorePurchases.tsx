import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { StorePurchaseItem, StorePurchaseStateName } from './storeModel';

export const STORE_PURCHASE_COLUMNS = ['description', 'source', 'price', 'state', 'orderedAt', 'actions'];

const STATE_TINT: Record<StorePurchaseStateName, ChipTint> = {
  pending: 'info',
  provisioning: 'info',
  active: 'success',
  cancelled: 'default',
  failed: 'error',
};

interface ColumnOptions {
  onCancel: (purchase: StorePurchaseItem) => void;
  /** The purchase being cancelled: its button waits. */
  cancelling?: string;
  timeZone?: string;
}

/** The purchases list's columns in the user's language (the container's useCollection needs them too). */
export function useStorePurchaseColumns({
  onCancel,
  cancelling,
  timeZone,
}: ColumnOptions): ResourceListColumn<StorePurchaseItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.purchases' });
  return useMemo(
    () => [
      {
        id: 'description',
        header: t('columns.description'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:'] },
        cell: (p) => (
          <span>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {p.description}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {p.buyerEmail}
            </Typography>
          </span>
        ),
      },
      {
        id: 'source',
        header: t('columns.source'),
        sortable: true,
        filter: {
          options: (['marketplace', 'ai_agent', 'tss'] as const).map((source) => ({
            value: source,
            label: t(`sources.${source}`),
          })),
        },
        cell: (p) => t(`sources.${p.source}`),
      },
      {
        id: 'price',
        header: t('columns.price'),
        sortable: true,
        cell: (p) => (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t(p.recurrence === 'monthly' ? 'priceMonthly' : 'priceOnce', {
              quantity: p.quantity,
              price: formatCents(p.unitPriceCents, i18n.language),
            })}
          </Box>
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        sortable: true,
        filter: {
          options: (['pending', 'provisioning', 'active', 'cancelled', 'failed'] as const).map((state) => ({
            value: state,
            label: t(`states.${state}`),
          })),
        },
        cell: (p) => (
          <Chip size="small" label={t(`states.${p.state}`)} sx={tintedChipSx(STATE_TINT[p.state])} />
        ),
      },
      {
        id: 'orderedAt',
        header: t('columns.orderedAt'),
        sortable: true,
        cell: (p) => formatDateTime(p.orderedAt, i18n.language, timeZone),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        required: true,
        cell: (p) => (
          <ReasonedIconButton
            label={t('cancelLabel', {
              description: p.description,
              until: p.cancellableUntil ? formatDateTime(p.cancellableUntil, i18n.language, timeZone) : '',
            })}
            refusedReason={
              p.cancellable
                ? undefined
                : p.state === 'cancelled'
                  ? t('refused.cancelled', { description: p.description })
                  : p.cancellableUntil === null
                    ? t('refused.never', { description: p.description })
                    : t('refused.expired', { description: p.description })
            }
            disabled={cancelling === p.id}
            onClick={() => onCancel(p)}
          >
            <CancelOutlined fontSize="small" />
          </ReasonedIconButton>
        ),
      },
    ],
    [t, i18n.language, timeZone, onCancel, cancelling],
  );
}

export interface StorePurchasesProps extends ResourceListCollectionProps<StorePurchaseItem> {
  columns: readonly ResourceListColumn<StorePurchaseItem>[];
  /** The purchase whose cancellation is being confirmed. */
  confirming?: StorePurchaseItem;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
  cancelling?: boolean;
  /** What the last cancellation did, or why it failed (translated). */
  notice?: { severity: 'success' | 'error'; text: string };
  /** Where to buy (the marketplace): the empty list's way forward. */
  marketplaceHref?: string;
  timeZone?: string;
}

/**
 * Minha conta › Compras: the environment's purchases (marketplace, AI agents, TSS) with their state; one is
 * cancelled, after a confirmation, while its cancellation period runs — otherwise its button says why not.
 */
export function StorePurchases({
  columns,
  confirming,
  onConfirmCancel,
  onDismissCancel,
  cancelling = false,
  notice,
  marketplaceHref,
  timeZone,
  ...list
}: StorePurchasesProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.purchases' });
  return (
    <Stack spacing={2}>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <ResourceList<StorePurchaseItem>
        {...list}
        label={t('table')}
        columns={columns}
        rowId={(p) => p.id}
        rowLabel={(p) => p.description}
        empty={{
          title: t('empty'),
          hint: t('emptyHint'),
          action: marketplaceHref ? (
            <Button variant="contained" href={marketplaceHref}>
              {t('toMarketplace')}
            </Button>
          ) : undefined,
        }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
        filterPlaceholder={t('filterPlaceholder')}
      />
      <Dialog open={confirming !== undefined} onClose={cancelling ? undefined : onDismissCancel}>
        <DialogTitle>{t('confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming
              ? t('confirm.text', {
                  description: confirming.description,
                  until: confirming.cancellableUntil
                    ? formatDateTime(confirming.cancellableUntil, i18n.language, timeZone)
                    : '',
                })
              : null}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDismissCancel} disabled={cancelling}>
            {t('confirm.keep')}
          </Button>
          <Button color="error" variant="contained" loading={cancelling} onClick={onConfirmCancel}>
            {t('confirm.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
