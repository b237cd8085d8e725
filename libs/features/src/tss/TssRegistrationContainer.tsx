import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TssRegistrationList, useTssRegistrationColumns, type TssAdminCompanyItem } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { TssRegisterContainer } from './TssRegisterContainer';
import { TssSetQuotaContainer } from './TssSetQuotaContainer';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import { tssAccessors, tssAdminCompanyItemOf, useTssAdminCompanies } from './useTss';

const NO_ACTION = () => {};

export interface TssRegistrationContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/**
 * Cadastro TSS (/admin/tss-registration, tss_admin) on the API: every customer's companies and quotas; a
 * company registered, a quota changed (both audited by the API). A change also drops the cached TSS answers of
 * the customers (the staff's own home card and menu rule read them).
 */
export function TssRegistrationContainer({ search, onSearchChange }: TssRegistrationContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'tss' });
  const { t: tUi } = useTranslation('ui', { keyPrefix: 'Tss' });
  const allowed = useShellPermissions()?.tssAdmin ?? false;
  const companies = useTssAdminCompanies(allowed);
  const { mutate: mutateKey } = useSWRConfig();
  const state = useLoadState(companies.data, companies.error);
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<TssAdminCompanyItem>();
  const [done, setDone] = useState<string>();
  const items = useMemo(() => (companies.data?.companies ?? []).map(tssAdminCompanyItemOf), [companies.data]);
  const accessors = useMemo(
    () => tssAccessors<TssAdminCompanyItem>((environment) => tUi(`environment.${environment}`)),
    [tUi],
  );
  const columns = useTssRegistrationColumns(NO_ACTION);
  const { listProps } = useCollection(
    {
      list: 'tss-registration',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'customer', direction: 'asc' },
    },
    { items, state, retry: () => void companies.mutate(), accessors },
  );
  const changed = (message: string) => {
    setDone(message);
    void companies.mutate();
    void mutateKey((key) => Array.isArray(key) && key[0] === environmentEndpoints.tss.path);
  };
  const registerAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setRegistering(true)}>
      {t('register')}
    </Button>
  );
  return (
    <Stack spacing={1.5}>
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      ) : null}
      <TssRegistrationList {...listProps} registerAction={registerAction} onSetQuota={setEditing} />
      {registering ? (
        <TssRegisterContainer
          onClose={() => setRegistering(false)}
          onRegistered={(company) => {
            setRegistering(false);
            changed(t('registered', { name: company.corporate_name }));
          }}
        />
      ) : null}
      {editing ? (
        <TssSetQuotaContainer
          company={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(company) => {
            setEditing(undefined);
            changed(t('quotaSaved', { name: company.corporate_name, quota: company.quota_hired }));
          }}
        />
      ) : null}
    </Stack>
  );
}
