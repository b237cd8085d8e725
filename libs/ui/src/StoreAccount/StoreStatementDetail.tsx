import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { useValueFormatter } from '../format/useValueFormatter';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { StoreStatementItem, StoreStatementLineItem } from './storeModel';
import type { StoreStatementFormat } from './StoreStatements';

export const STORE_STATEMENT_LINE_COLUMNS = ['kind', 'description', 'quantity', 'amount'];

/** The statement lines' columns in the user's language. */
export function useStoreStatementLineColumns(): ResourceListColumn<StoreStatementLineItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.statement' });
  return useMemo(
    () => [
      {
        id: 'kind',
        header: t('columns.kind'),
        sortable: true,
        filter: {
          options: (['consumption', 'purchase', 'tax'] as const).map((kind) => ({
            value: kind,
            label: t(`kinds.${kind}`),
          })),
        },
        cell: (line) => t(`kinds.${line.kind}`),
      },
      {
        id: 'description',
        header: t('columns.description'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:'] },
        cell: (line) => line.description,
      },
      {
        id: 'quantity',
        header: t('columns.quantity'),
        cell: (line) =>
          line.kind === 'tax'
            ? t('rate', {
                rate: (Number(line.unit) / 100).toLocaleString(i18n.language, { maximumFractionDigits: 2 }),
              })
            : `${Number(line.quantity).toLocaleString(i18n.language, { maximumFractionDigits: 3 })} ${line.unit}`,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        required: true,
        sortable: true,
        cell: (line) => (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCents(line.amountCents, i18n.language)}
          </Box>
        ),
      },
    ],
    [t, i18n.language],
  );
}

export interface StoreStatementDetailProps extends ResourceListCollectionProps<StoreStatementLineItem> {
  columns: readonly ResourceListColumn<StoreStatementLineItem>[];
  period: string;
  /** The totals; absent while loading. */
  summary?: StoreStatementItem;
  /** Back to the statements list. */
  backHref: string;
  onNavigate?: (href: string) => void;
  onDownload: (format: StoreStatementFormat) => void;
  downloading?: StoreStatementFormat;
  downloadError?: string;
}

/** One statement: its lines (consumption, purchases, taxes), its subtotal, taxes and total, and its files. */
export function StoreStatementDetail({
  columns,
  period,
  summary,
  backHref,
  onNavigate,
  onDownload,
  downloading,
  downloadError,
  ...list
}: StoreStatementDetailProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.statement' });
  const format = useValueFormatter();
  const month = format.format(`${period}-01`, 'month');
  const money = (cents: string | undefined) =>
    cents === undefined ? '…' : formatCents(cents, i18n.language);
  return (
    <Stack spacing={2}>
      <Link
        href={backHref}
        onClick={
          onNavigate
            ? (event) => {
                event.preventDefault();
                onNavigate(backHref);
              }
            : undefined
        }
      >
        {t('back')}
      </Link>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('title', { month })}
        </Typography>
        <Stack direction="row" spacing={1}>
          {(['pdf', 'csv'] as const).map((kind) => (
            <Button
              key={kind}
              variant="outlined"
              loading={downloading === kind}
              disabled={!summary}
              onClick={() => onDownload(kind)}
            >
              {t('download', { format: kind.toUpperCase() })}
            </Button>
          ))}
        </Stack>
      </Stack>
      {downloadError ? (
        <Alert severity="error" role="alert">
          {downloadError}
        </Alert>
      ) : null}
      <ResourceList<StoreStatementLineItem>
        {...list}
        label={t('table', { month })}
        columns={columns}
        rowId={(line) => line.id}
        rowLabel={(line) => line.description}
        empty={{ title: t('empty') }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
        filterPlaceholder={t('filterPlaceholder')}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            columnGap: 3,
            rowGap: 0.5,
            m: 0,
            justifyContent: 'end',
          }}
        >
          <dt>{t('subtotal')}</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {money(summary?.subtotalCents)}
          </Box>
          <dt>{t('taxes')}</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {money(summary?.taxesCents)}
          </Box>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t('total')}
          </Box>
          <Box
            component="dd"
            data-statement-total=""
            sx={{ m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {money(summary?.totalCents)}
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}
