import { SALES_PERIODS, SalesHistoryList, useSalesHistoryColumns, type SalesPeriod } from '@nuvem/ui';
import { useMemo } from 'react';
import { useLoadState } from '../api/useLoadState';
import { filterAndSort } from '../collection/applyCollection';
import { useCollection } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { salesPurchaseAccessors, useSalesHistory } from './useSalesTree';

export interface SalesHistoryContainerProps {
  /** The address's search params (the list's choices and `period`) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_CUSTOMERS: never[] = [];

const periodOf = (search: URLSearchParams): SalesPeriod => {
  const asked = search.get('period') as SalesPeriod | null;
  return asked && SALES_PERIODS.includes(asked) ? asked : 'thisYear';
};

/**
 * Histórico de vendas on the API: the period's purchases across customers (asked of the API), filtered by
 * customer, source and state in the list, with the total of what the filter keeps (integer centavos, summed as
 * BigInt; failed sales count nothing, as the API's total).
 */
export function SalesHistoryContainer({ search, onSearchChange }: SalesHistoryContainerProps) {
  const allowed = useShellPermissions()?.salesTree ?? false;
  const period = periodOf(search);
  const history = useSalesHistory(period, allowed);
  const state = useLoadState(history.data, history.error);
  const columns = useSalesHistoryColumns(NO_CUSTOMERS);
  const { listProps } = useCollection(
    {
      list: 'sales-history',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'orderedAt', direction: 'desc' },
    },
    {
      items: history.purchases ?? [],
      state,
      retry: () => void history.mutate(),
      accessors: salesPurchaseAccessors,
    },
  );
  const truncated = useMemo(
    () =>
      history.data && history.data.count > history.data.purchases.length
        ? { shown: history.data.purchases.length, count: history.data.count }
        : undefined,
    [history.data],
  );
  const totalCents = useMemo(() => {
    if (!history.purchases || !history.data) return undefined;
    // Listed in part: only the API's total of the period is right.
    if (truncated && listProps.filter.length === 0) return history.data.total_cents;
    return filterAndSort(history.purchases, listProps.filter, null, salesPurchaseAccessors)
      .filter((sale) => sale.state !== 'failed')
      .reduce((sum, sale) => sum + BigInt(sale.totalCents), 0n)
      .toString();
  }, [history.purchases, history.data, listProps.filter, truncated]);

  return (
    <SalesHistoryList
      {...listProps}
      customers={history.customers}
      period={period}
      onPeriodChange={(next) => {
        const nextSearch = new URLSearchParams(search);
        nextSearch.set('period', next);
        nextSearch.delete('page');
        onSearchChange(nextSearch);
      }}
      totalCents={totalCents}
      truncated={truncated}
    />
  );
}
