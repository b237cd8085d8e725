import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartVisual } from '../ChartVisual';
import { formatCents } from '../format/formatCents';
import { useValueFormatter } from '../format/useValueFormatter';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import type { VisualData } from '../model/visualData';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { consumptionByService, type StoreConsumptionItem, type StoreConsumptionView } from './storeModel';

export const STORE_CONSUMPTION_COLUMNS = ['service', 'product', 'amount'];
/** The chart's height: a year of stacked columns, readable at 390 px wide too. */
export const STORE_CHART_HEIGHT_PX = 320;

/** The consumption table's columns in the user's language (the container's useCollection needs them too). */
export function useStoreConsumptionColumns(): ResourceListColumn<StoreConsumptionItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.consumption' });
  return useMemo(
    () => [
      {
        id: 'service',
        header: t('columns.service'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '=', '!='] },
        cell: (item) => item.service,
      },
      {
        id: 'product',
        header: t('columns.product'),
        sortable: true,
        filter: { operators: [':', '=', '!='] },
        cell: (item) => item.product,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        required: true,
        sortable: true,
        cell: (item) => (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCents(item.amountCents, i18n.language)}
          </Box>
        ),
      },
    ],
    [t, i18n.language],
  );
}

export interface StoreConsumptionProps extends ResourceListCollectionProps<StoreConsumptionItem> {
  columns: readonly ResourceListColumn<StoreConsumptionItem>[];
  /** The API's answer; absent while loading or after a failure. */
  consumption?: StoreConsumptionView;
  /** The page's own load state (the table's is `state`). */
  loadState: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
  onReload?: () => void;
  /** YYYY-MM: the month the table details. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Stories and tests draw the chart without animation. */
  animation?: boolean;
  onChartRendered?: () => void;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * Minha conta › Consumo: the selected environment's month so far and its forecast (run-rate of the days
 * elapsed, explained under it), a year of consumption by service as stacked columns, and one month's lines by
 * service and product in a list. Props in, callbacks out.
 */
export function StoreConsumption({
  columns,
  consumption,
  loadState,
  onReload,
  month,
  onMonthChange,
  animation = true,
  onChartRendered,
  ...list
}: StoreConsumptionProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.consumption' });
  const format = useValueFormatter();
  const monthName = (m: string) => format.format(`${m}-01`, 'month');
  const chart = useMemo((): VisualData | undefined => {
    if (!consumption) return undefined;
    const { rows } = consumptionByService(consumption.months);
    return {
      columns: [
        { key: 'month', label: t('chart.month'), role: 'category', format: 'month' },
        { key: 'service', label: t('chart.service'), role: 'series', format: 'text' },
        { key: 'amount', label: t('chart.amount'), role: 'value', format: 'currency' },
      ],
      rows,
      totalRows: rows.length,
      truncated: false,
    };
  }, [consumption, t]);

  if (loadState.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onReload}>
        {loadState.message}
      </RetryAlert>
    );
  const current = consumption?.current;
  const nothing = consumption !== undefined && consumption.months.every((m) => m.lines.length === 0);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {current ? (
          <>
            <Figure
              label={t('toDate', { month: monthName(current.month) })}
              value={formatCents(current.toDateCents, i18n.language)}
              hint={t('toDateHint', { count: current.daysElapsed })}
            />
            <Figure
              label={t('forecast')}
              value={
                current.forecastCents === null
                  ? t('noForecast')
                  : formatCents(current.forecastCents, i18n.language)
              }
              hint={
                current.forecastCents === null
                  ? t('noForecastHint')
                  : t('forecastHint', { days: current.daysElapsed, month: current.daysInMonth })
              }
            />
          </>
        ) : (
          <>
            <Skeleton variant="rounded" height={104} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={104} sx={{ flex: 1 }} />
          </>
        )}
      </Stack>
      {nothing ? (
        <EmptyState title={t('empty')} hint={t('emptyHint')} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('chartTitle')}
            </Typography>
            <Box sx={{ height: STORE_CHART_HEIGHT_PX, position: 'relative' }} data-store-chart="">
              {chart ? (
                <ChartVisual
                  kind="clusteredColumn"
                  stacked
                  data={chart}
                  animation={animation}
                  interactive={false}
                  onRendered={onChartRendered}
                />
              ) : (
                <Skeleton variant="rectangular" height="100%" />
              )}
            </Box>
          </Paper>
          <ResourceList<StoreConsumptionItem>
            {...list}
            label={t('table', { month: monthName(month) })}
            columns={columns}
            rowId={(item) => item.id}
            rowLabel={(item) => `${item.service} ${item.product}`}
            empty={{ title: t('monthEmpty') }}
            countText={(total) => t('count', { count: total })}
            errorTitle={t('errorTitle')}
            loadingText={t('loading')}
            filterPlaceholder={t('filterPlaceholder')}
            toolbar={
              <TextField
                select
                size="small"
                label={t('month')}
                value={consumption ? month : ''}
                onChange={(event) => onMonthChange(event.target.value)}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 180 }}
              >
                {(consumption?.months ?? [])
                  .map((m) => m.month)
                  .reverse()
                  .map((m) => (
                    <option key={m} value={m}>
                      {monthName(m)}
                    </option>
                  ))}
              </TextField>
            }
          />
        </>
      )}
    </Stack>
  );
}
