import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { TssQuotaMeter } from './TssQuotaMeter';
import { formatCnpj, type TssCompanyItem } from './tssTypes';

/** The company's name over its CNPJ. */
export function TssCompanyName({ company }: { company: Pick<TssCompanyItem, 'corporateName' | 'cnpj'> }) {
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
        {company.corporateName}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {formatCnpj(company.cnpj)}
      </Typography>
    </>
  );
}

/** The columns the customer's and the staff's lists share: company, environment, quota. */
export function useTssCompanyColumns<T extends TssCompanyItem>(): ResourceListColumn<T>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'Tss' });
  return useMemo(
    () => [
      {
        id: 'company',
        header: t('column.company'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (company) => <TssCompanyName company={company} />,
      },
      {
        id: 'environment',
        header: t('column.environment'),
        sortable: true,
        filter: {
          options: (['production', 'homologation'] as const).map((value) => ({
            value: t(`environment.${value}`),
            label: t(`environment.${value}`),
          })),
        },
        cell: (company) => t(`environment.${company.environment}`),
      },
      {
        id: 'quota',
        header: t('column.quota'),
        sortable: true,
        cell: (company) => (
          <TssQuotaMeter
            used={company.quotaUsed}
            hired={company.quotaHired}
            label={t('meterOf', { name: company.corporateName })}
          />
        ),
      },
    ],
    [t],
  );
}

export interface TssCompaniesListProps extends ResourceListCollectionProps<TssCompanyItem> {
  /** 'Pedir mais cota' for a company. */
  onRequestQuota: (company: TssCompanyItem) => void;
}

/** TSS: the customer's companies, each with its environment and the month's quota, and more quota to order. */
export function TssCompaniesList({ onRequestQuota, ...list }: TssCompaniesListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'Tss' });
  const columns = useTssCompaniesListColumns(onRequestQuota);
  return (
    <ResourceList<TssCompanyItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(company) => company.id}
      rowLabel={(company) => company.corporateName}
      filterPlaceholder={t('filterPlaceholder')}
      empty={{ title: t('empty'), hint: t('emptyHint') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}

/** The customer's list's columns: the shared ones and 'Pedir mais cota'. */
export function useTssCompaniesListColumns(
  onRequestQuota: (company: TssCompanyItem) => void,
): ResourceListColumn<TssCompanyItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'Tss' });
  const shared = useTssCompanyColumns<TssCompanyItem>();
  return useMemo<ResourceListColumn<TssCompanyItem>[]>(
    () => [
      ...shared,
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (company) => (
          <Button
            size="small"
            startIcon={<AddShoppingCartOutlined />}
            aria-label={t('requestFor', { name: company.corporateName })}
            onClick={() => onRequestQuota(company)}
          >
            {t('request')}
          </Button>
        ),
      },
    ],
    [shared, t, onRequestQuota],
  );
}
