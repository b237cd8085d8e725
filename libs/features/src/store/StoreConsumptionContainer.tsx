import type { StoreConsumption as StoreConsumptionAnswer } from '@nuvem/api-contract';
import { storeEndpoints } from '@nuvem/api-contract/paths';
import { STORE_CONSUMPTION_COLUMNS, StoreConsumption, useStoreConsumptionColumns } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { useSession } from '../session/useSession';
import { storeKeys } from './storeKeys';
import { consumptionAccessors, consumptionItemsOf, storeConsumptionOf } from './storeOf';

export interface StoreListSearchProps {
  /** The address's search params (the list's filter, sort, page, and here the month) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/**
 * Minha conta › Consumo on the API: the selected environment's (the top bar's account picker) year of
 * consumption, this month so far and its forecast; the table details the month in the address (?month=), the
 * last closed one by default.
 */
export function StoreConsumptionContainer({
  search,
  onSearchChange,
  onChartRendered,
}: StoreListSearchProps & { onChartRendered?: () => void }) {
  const session = useSession();
  const cloudId = useCurrentAccount()?.cloud_id;
  const { data, error, mutate } = useSWR(storeKeys.consumption(session, cloudId), ([, , id]) =>
    session.client.call<StoreConsumptionAnswer>(storeEndpoints.consumption, { params: { cloudId: id } }),
  );
  const consumption = useMemo(() => (data ? storeConsumptionOf(data) : undefined), [data]);
  const months = consumption?.months ?? [];
  const chosen = search.get('month');
  const month = months.some((m) => m.month === chosen)
    ? chosen!
    : (months.at(-2)?.month ?? months.at(-1)?.month ?? '');
  const items = useMemo(() => consumptionItemsOf(consumption, month), [consumption, month]);
  const state = useLoadState(data, error);
  const columns = useStoreConsumptionColumns();
  const { listProps } = useCollection(
    {
      list: 'store-consumption',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'amount', direction: 'desc' },
      defaultColumns: STORE_CONSUMPTION_COLUMNS,
    },
    { items, state, retry: () => void mutate(), accessors: consumptionAccessors },
  );
  return (
    <StoreConsumption
      {...listProps}
      columns={columns}
      consumption={consumption}
      loadState={state.status === 'error' ? state : consumption ? { status: 'ready' } : { status: 'loading' }}
      onReload={() => void mutate()}
      month={month}
      onMonthChange={(next) => {
        const params = new URLSearchParams(search);
        params.set('month', next);
        onSearchChange(params);
      }}
      onChartRendered={onChartRendered}
    />
  );
}
