import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ContractAdminList, ContractAdminRow, ContractAdminTarget } from '@nuvem/api-contract';
import { contractAdminEndpoints, contractAdminMoves } from '@nuvem/api-contract/paths';
import {
  AdminContractDialog,
  AdminContractsList,
  adminContractId,
  useAdminContractColumns,
  type AdminContractItem,
} from '@nuvem/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLoadState } from '../api/useLoadState';
import { useErrorNotice } from '../api/useErrorNotice';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';

export interface AdminContractsContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_OPEN = () => {};

export const adminContractItemOf = (row: ContractAdminRow): AdminContractItem => ({
  kind: row.kind,
  number: row.number,
  cloudId: row.cloud_id,
  customerName: row.customer_name,
  tCode: row.t_code,
  plan: row.plan,
  description: row.description,
  status: row.status,
  startDate: row.start_date,
  endDate: row.end_date,
  monthlyCents: row.monthly_cents,
});

/** The SWR key of the list, per sign-in. */
export const adminContractsKey = (epoch: number) => [contractAdminEndpoints.list.path, epoch] as const;

/**
 * Contratos (/admin/contracts, adm_show_contract) on the API: every customer's contracts filtered by customer,
 * status or plan; one opened with its detail and the status changes its status allows (each one Idempotency-Key
 * per intent, audited by the API).
 */
export function AdminContractsContainer({ search, onSearchChange }: AdminContractsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'contractsAdmin' });
  const { t: tUi } = useTranslation('ui', { keyPrefix: 'AdminContracts' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.contractsAdmin ?? false;
  const key = session.status === 'signedIn' && allowed ? adminContractsKey(session.epoch) : null;
  const contracts = useSWR(key, () => session.client.call<ContractAdminList>(contractAdminEndpoints.list));
  const state = useLoadState(contracts.data, contracts.error);
  const [opened, setOpened] = useState<AdminContractItem>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  // One key per intent: a retry of the same change after a failure reuses it, so the API acts once.
  const intent = useRef<{ id: string; target: ContractAdminTarget; key: string } | undefined>(undefined);
  const items = useMemo(() => (contracts.data?.contracts ?? []).map(adminContractItemOf), [contracts.data]);
  const accessors = useMemo<CollectionAccessors<AdminContractItem>>(() => {
    const valueOf = (contract: AdminContractItem, field: string) =>
      field === 'number'
        ? contract.number
        : field === 'customer'
          ? `${contract.customerName} ${contract.cloudId}`
          : field === 'plan'
            ? contract.plan
            : field === 'status'
              ? tUi(`status.${contract.status}`)
              : null;
    return {
      valueOf,
      sortValueOf: (contract, field) =>
        field === 'period'
          ? contract.startDate
          : field === 'monthly'
            ? Number(contract.monthlyCents ?? -1)
            : valueOf(contract, field),
      textOf: (contract) =>
        [
          contract.number,
          contract.customerName,
          contract.cloudId,
          contract.tCode,
          contract.plan,
          contract.description,
          tUi(`status.${contract.status}`),
        ].join('\n'),
    };
  }, [tUi]);
  const columns = useAdminContractColumns(NO_OPEN);
  const { listProps } = useCollection(
    {
      list: 'admin-contracts',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'period', direction: 'desc' },
    },
    { items, state, retry: () => void contracts.mutate(), accessors },
  );

  const change = async (contract: AdminContractItem, target: ContractAdminTarget) => {
    const id = adminContractId(contract);
    if (intent.current?.id !== id || intent.current.target !== target)
      intent.current = { id, target, key: crypto.randomUUID() };
    setBusy(true);
    setError(undefined);
    try {
      const row = await session.client.call<ContractAdminRow>(contractAdminEndpoints.setStatus, {
        params: { contractKind: contract.kind, contractNumber: contract.number },
        body: { status: target },
        idempotencyKey: intent.current.key,
      });
      intent.current = undefined;
      setOpened(undefined);
      setDone(t('changed', { number: row.number, status: tUi(`status.${row.status}`).toLocaleLowerCase() }));
      void contracts.mutate();
    } catch (failure) {
      setError(noticeOf(failure)?.message ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      ) : null}
      <AdminContractsList
        {...listProps}
        onOpen={(contract) => {
          setError(undefined);
          setOpened(contract);
        }}
      />
      {opened ? (
        <AdminContractDialog
          contract={opened}
          moves={contractAdminMoves}
          busy={busy}
          error={error}
          onChangeStatus={(target) => void change(opened, target)}
          onClose={() => setOpened(undefined)}
        />
      ) : null}
    </Stack>
  );
}
