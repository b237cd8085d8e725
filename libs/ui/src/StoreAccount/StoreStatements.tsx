import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { useValueFormatter } from '../format/useValueFormatter';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { StoreStatementItem } from './storeModel';

export const STORE_STATEMENT_COLUMNS = ['period', 'subtotal', 'taxes', 'total', 'files'];
export type StoreStatementFormat = 'pdf' | 'csv';

interface ColumnOptions {
  /** A statement's page (its lines). */
  hrefOf: (period: string) => string;
  onNavigate?: (href: string) => void;
  onDownload: (period: string, format: StoreStatementFormat) => void;
  /** The file being downloaded: its button waits. */
  downloading?: { period: string; format: StoreStatementFormat };
}

const amount = (cents: string, locale: string) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatCents(cents, locale)}
  </Box>
);

/** The statements list's columns in the user's language (the container's useCollection needs them too). */
export function useStoreStatementColumns({
  hrefOf,
  onNavigate,
  onDownload,
  downloading,
}: ColumnOptions): ResourceListColumn<StoreStatementItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'StoreAccount.statements' });
  const format = useValueFormatter();
  return useMemo(
    () => [
      {
        id: 'period',
        header: t('columns.period'),
        rowHeader: true,
        required: true,
        sortable: true,
        cell: (item) => (
          <Link
            href={hrefOf(item.period)}
            onClick={
              onNavigate
                ? (event) => {
                    event.preventDefault();
                    onNavigate(hrefOf(item.period));
                  }
                : undefined
            }
          >
            {format.format(`${item.period}-01`, 'month')}
          </Link>
        ),
      },
      {
        id: 'subtotal',
        header: t('columns.subtotal'),
        cell: (item) => amount(item.subtotalCents, i18n.language),
      },
      { id: 'taxes', header: t('columns.taxes'), cell: (item) => amount(item.taxesCents, i18n.language) },
      {
        id: 'total',
        header: t('columns.total'),
        sortable: true,
        required: true,
        cell: (item) => amount(item.totalCents, i18n.language),
      },
      {
        id: 'files',
        header: t('columns.files'),
        required: true,
        cell: (item) => {
          const month = format.format(`${item.period}-01`, 'month');
          return (
            <Stack direction="row" spacing={1}>
              {(['pdf', 'csv'] as const).map((kind) => (
                <Button
                  key={kind}
                  size="small"
                  variant="outlined"
                  loading={downloading?.period === item.period && downloading.format === kind}
                  aria-label={t('downloadLabel', { format: kind.toUpperCase(), month })}
                  onClick={() => onDownload(item.period, kind)}
                >
                  {kind.toUpperCase()}
                </Button>
              ))}
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language, format, hrefOf, onNavigate, onDownload, downloading],
  );
}

export interface StoreStatementsProps extends ResourceListCollectionProps<StoreStatementItem> {
  columns: readonly ResourceListColumn<StoreStatementItem>[];
  /** Why the last download failed (translated). */
  downloadError?: string;
}

/**
 * Minha conta › Extratos: one statement per closed month (subtotal, taxes, total), each opened for its lines or
 * downloaded as PDF or CSV.
 */
export function StoreStatements({ columns, downloadError, ...list }: StoreStatementsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'StoreAccount.statements' });
  return (
    <Stack spacing={2}>
      {downloadError ? (
        <Alert severity="error" role="alert">
          {downloadError}
        </Alert>
      ) : null}
      <ResourceList<StoreStatementItem>
        {...list}
        label={t('table')}
        columns={columns}
        rowId={(item) => item.period}
        rowLabel={(item) => item.period}
        empty={{ title: t('empty'), hint: t('emptyHint') }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
        filterPlaceholder={t('filterPlaceholder')}
      />
    </Stack>
  );
}
