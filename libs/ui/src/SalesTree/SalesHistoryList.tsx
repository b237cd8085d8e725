import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { formatDateTime } from '../format/formatDateTime';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { SalesCustomerItem, SalesPeriod, SalesPurchaseItem } from './salesTreeTypes';

const SOURCES = ['marketplace', 'ai_agent', 'tss'] as const;
const STATES = ['pending', 'provisioning', 'active', 'cancelled', 'failed'] as const;
export const SALES_PERIODS: readonly SalesPeriod[] = [
  'all',
  'thisMonth',
  'lastMonth',
  'last90Days',
  'thisYear',
];

/** The history's columns: date, customer, source, description, state, amount. */
export function useSalesHistoryColumns(
  customers: readonly SalesCustomerItem[],
  timeZone?: string,
): ResourceListColumn<SalesPurchaseItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'SalesTree' });
  return useMemo(
    () => [
      {
        id: 'orderedAt',
        header: t('history.column.orderedAt'),
        sortable: true,
        cell: (sale) => (
          <Box component="time" dateTime={sale.orderedAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(sale.orderedAt, i18n.language, timeZone)}
          </Box>
        ),
      },
      {
        id: 'customer',
        header: t('history.column.customer'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: {
          operators: ['=', '!='],
          options: customers.map((customer) => ({
            value: customer.tCode,
            label: `${customer.name} (${customer.tCode})`,
          })),
        },
        cell: (sale) => (
          <Stack spacing={0.25}>
            <Typography variant="body2">{sale.customer.name}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {sale.customer.tCode} · {sale.cloudId}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'source',
        header: t('history.column.source'),
        sortable: true,
        filter: { options: SOURCES.map((value) => ({ value, label: t(`source.${value}`) })) },
        cell: (sale) => t(`source.${sale.source}`),
      },
      {
        id: 'description',
        header: t('history.column.description'),
        filter: { operators: [':', '!:'] },
        cell: (sale) => (
          <Stack spacing={0.25}>
            <Typography variant="body2">{sale.description}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`recurrence.${sale.recurrence}`)} · {sale.buyerEmail}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('history.column.state'),
        sortable: true,
        filter: { options: STATES.map((value) => ({ value, label: t(`state.${value}`) })) },
        cell: (sale) => t(`state.${sale.state}`),
      },
      {
        id: 'total',
        header: t('history.column.total'),
        sortable: true,
        cell: (sale) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatCents(sale.totalCents, i18n.language)}</span>
        ),
      },
    ],
    [t, i18n.language, timeZone, customers],
  );
}

export interface SalesHistoryListProps extends ResourceListCollectionProps<SalesPurchaseItem> {
  customers: readonly SalesCustomerItem[];
  period: SalesPeriod;
  onPeriodChange: (period: SalesPeriod) => void;
  /** Integer centavos: the sum of the sales the filter keeps (failed ones count nothing); none while loading. */
  totalCents?: string;
  /** The API listed the latest `shown` of `count` sales of the period. */
  truncated?: { shown: number; count: number };
  timeZone?: string;
}

/**
 * Histórico de vendas (staff): every purchase across customers, whatever sold it, filtered by customer, source
 * and state (the property filter) and by period, with the total of what the filter keeps.
 */
export function SalesHistoryList({
  customers,
  period,
  onPeriodChange,
  totalCents,
  truncated,
  timeZone,
  ...list
}: SalesHistoryListProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'SalesTree' });
  const columns = useSalesHistoryColumns(customers, timeZone);
  const periodSelect = (
    <TextField
      select
      size="small"
      label={t('period.label')}
      value={period}
      onChange={(event) => onPeriodChange(event.target.value as SalesPeriod)}
      // A native select: the phone's own picker, and one control fewer to open.
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 180 }}
    >
      {SALES_PERIODS.map((value) => (
        <option key={value} value={value}>
          {t(`period.${value}`)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={1.5}>
      {totalCents !== undefined ? (
        <Box role="status">
          <Typography component="p" variant="h6">
            {t('history.total', { total: formatCents(totalCents, i18n.language) })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('history.totalHint')}
          </Typography>
        </Box>
      ) : null}
      {truncated ? <Alert severity="info">{t('history.truncated', truncated)}</Alert> : null}
      <ResourceList<SalesPurchaseItem>
        {...list}
        label={t('history.table')}
        columns={columns}
        rowId={(sale) => sale.id}
        rowLabel={(sale) => sale.description}
        toolbar={periodSelect}
        empty={{ title: t('history.empty'), action: periodSelect }}
        countText={(total) => t('history.count', { count: total })}
        errorTitle={t('history.errorTitle')}
        loadingText={t('history.loading')}
        filterPlaceholder={t('history.filter')}
      />
    </Stack>
  );
}
