import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { useTssCompanyColumns } from './TssCompaniesList';
import type { TssAdminCompanyItem } from './tssTypes';

export interface TssRegistrationListProps extends ResourceListCollectionProps<TssAdminCompanyItem> {
  /** 'Cadastrar empresa': the toolbar's and the empty list's call to action. */
  registerAction?: ReactNode;
  /** 'Alterar cota' of a company. */
  onSetQuota: (company: TssAdminCompanyItem) => void;
}

/** Cadastro TSS (staff): every customer's companies registered for TSS and their quotas, changed one by one. */
export function TssRegistrationList({ registerAction, onSetQuota, ...list }: TssRegistrationListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'Tss' });
  const columns = useTssRegistrationColumns(onSetQuota);
  return (
    <ResourceList<TssAdminCompanyItem>
      {...list}
      label={t('adminTable')}
      columns={columns}
      rowId={(company) => company.id}
      rowLabel={(company) => company.corporateName}
      toolbar={registerAction}
      filterPlaceholder={t('adminFilterPlaceholder')}
      empty={{ title: t('adminEmpty'), hint: t('adminEmptyHint'), action: registerAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}

/** TSS registration's columns: the customer, the shared ones, 'Alterar cota'. */
export function useTssRegistrationColumns(
  onSetQuota: (company: TssAdminCompanyItem) => void,
): ResourceListColumn<TssAdminCompanyItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'Tss' });
  const shared = useTssCompanyColumns<TssAdminCompanyItem>();
  return useMemo<ResourceListColumn<TssAdminCompanyItem>[]>(
    () => [
      {
        id: 'customer',
        header: t('column.customer'),
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (company) => (
          <>
            <Typography component="span" sx={{ display: 'block' }}>
              {company.customerName}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {company.tCode}
            </Typography>
          </>
        ),
      },
      ...shared,
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (company) => (
          <Tooltip title={t('setQuotaOf', { name: company.corporateName })}>
            <IconButton
              size="small"
              aria-label={t('setQuotaOf', { name: company.corporateName })}
              onClick={() => onSetQuota(company)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [shared, t, onSetQuota],
  );
}
