import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { formatCalendarDate } from '../format/formatCalendarDate';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { AdminContractStatusChip } from './AdminContractStatusChip';
import { adminContractId, type AdminContractItem } from './adminContractTypes';

export const ADMIN_CONTRACT_STATUSES = ['active', 'suspended', 'cancelled', 'ended'] as const;

/** The list's columns: number and kind, customer, plan, status, period, monthly fee, the detail. */
export function useAdminContractColumns(
  onOpen: (contract: AdminContractItem) => void,
): ResourceListColumn<AdminContractItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AdminContracts' });
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('column.number'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':'] },
        cell: (contract) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {contract.number}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`kind.${contract.kind}`)}
            </Typography>
          </>
        ),
      },
      {
        id: 'customer',
        header: t('column.customer'),
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (contract) => (
          <>
            <Typography component="span" sx={{ display: 'block' }}>
              {contract.customerName}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {contract.cloudId}
            </Typography>
          </>
        ),
      },
      {
        id: 'plan',
        header: t('column.plan'),
        sortable: true,
        filter: { operators: ['=', ':'] },
        cell: (contract) => contract.plan,
      },
      {
        id: 'status',
        header: t('column.status'),
        sortable: true,
        filter: {
          options: ADMIN_CONTRACT_STATUSES.map((status) => ({
            value: t(`status.${status}`),
            label: t(`status.${status}`),
          })),
        },
        cell: (contract) => <AdminContractStatusChip status={contract.status} />,
      },
      {
        id: 'period',
        header: t('column.period'),
        sortable: true,
        cell: (contract) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {contract.endDate
              ? t('period', {
                  start: formatCalendarDate(contract.startDate, i18n.language),
                  end: formatCalendarDate(contract.endDate, i18n.language),
                })
              : t('since', { start: formatCalendarDate(contract.startDate, i18n.language) })}
          </Box>
        ),
      },
      {
        id: 'monthly',
        header: t('column.monthly'),
        sortable: true,
        cell: (contract) =>
          contract.monthlyCents === null ? t('byUse') : formatCents(contract.monthlyCents, i18n.language),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (contract) => (
          <Tooltip title={t('open', { number: contract.number })}>
            <IconButton
              size="small"
              aria-label={t('open', { number: contract.number })}
              onClick={() => onOpen(contract)}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t, i18n.language, onOpen],
  );
}

export interface AdminContractsListProps extends ResourceListCollectionProps<AdminContractItem> {
  /** A contract's detail and its status changes. */
  onOpen: (contract: AdminContractItem) => void;
}

/** Administração › Contratos: every customer's contracts, product and IaaS, filtered by customer, status, plan. */
export function AdminContractsList({ onOpen, ...list }: AdminContractsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AdminContracts' });
  const columns = useAdminContractColumns(onOpen);
  return (
    <ResourceList<AdminContractItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={adminContractId}
      rowLabel={(contract) => contract.number}
      filterPlaceholder={t('filterPlaceholder')}
      empty={{ title: t('empty'), hint: t('emptyHint') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
