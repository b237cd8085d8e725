import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  TssCompaniesList,
  TssQuotaSummary,
  useTssCompaniesListColumns,
  type TssCompanyItem,
} from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { TssQuotaRequestContainer } from './TssQuotaRequestContainer';
import { tssAccessors, tssCompanyItemOf, useTss } from './useTss';

const NO_ACTION = () => {};

export interface TssContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/**
 * TSS (/user/minhas-empresas) on the API: the customer's quota this month (the numbers of the home's TSS card:
 * one SWR entry), its companies, and more quota ordered for one of them (a purchase, then confirmed by staff).
 */
export function TssContainer({ search, onSearchChange }: TssContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'tss' });
  const { t: tUi } = useTranslation('ui', { keyPrefix: 'Tss' });
  const tCode = useCurrentAccount()?.t_code;
  const allowed = useShellPermissions()?.tss ?? false;
  const tss = useTss(tCode, allowed);
  const state = useLoadState(tss.data, tss.error);
  const [ordering, setOrdering] = useState<TssCompanyItem>();
  const [ordered, setOrdered] = useState<{ name: string; documents: number }>();
  const items = useMemo(() => (tss.data?.companies ?? []).map(tssCompanyItemOf), [tss.data]);
  const accessors = useMemo(
    () => tssAccessors<TssCompanyItem>((environment) => tUi(`environment.${environment}`)),
    [tUi],
  );
  const columns = useTssCompaniesListColumns(NO_ACTION);
  const { listProps } = useCollection(
    {
      list: 'tss-companies',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'company', direction: 'asc' },
    },
    { items, state, retry: () => void tss.mutate(), accessors },
  );
  return (
    <Stack spacing={2}>
      {tss.data ? <TssQuotaSummary hired={tss.data.quota_hired} used={tss.data.quota_used} /> : null}
      {ordered ? (
        <Alert severity="success" role="status" onClose={() => setOrdered(undefined)}>
          {t('ordered', { name: ordered.name, documents: ordered.documents })}
        </Alert>
      ) : null}
      <TssCompaniesList {...listProps} onRequestQuota={setOrdering} />
      {ordering && tCode ? (
        <TssQuotaRequestContainer
          tCode={tCode}
          company={ordering}
          onClose={() => setOrdering(undefined)}
          onOrdered={(order) => {
            setOrdered({ name: ordering.corporateName, documents: order.documents });
            setOrdering(undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}
