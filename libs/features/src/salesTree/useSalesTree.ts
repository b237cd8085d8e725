import type {
  ProjectAgent,
  ProjectAgentList,
  SalesCustomer,
  SalesHistory,
  SalesPurchase,
} from '@nuvem/api-contract';
import { salesEndpoints } from '@nuvem/api-contract/paths';
import type { ProjectAgentItem, SalesCustomerItem, SalesPeriod, SalesPurchaseItem } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useSession } from '../session/useSession';

export const salesCustomerOf = (customer: SalesCustomer): SalesCustomerItem => ({
  tCode: customer.t_code,
  name: customer.corporate_name,
});

export const salesPurchaseOf = (sale: SalesPurchase): SalesPurchaseItem => ({
  id: sale.id,
  customer: salesCustomerOf(sale.customer),
  cloudId: sale.cloud_id,
  source: sale.source,
  description: sale.description,
  quantity: sale.quantity,
  totalCents: sale.total_cents,
  recurrence: sale.recurrence,
  state: sale.state,
  buyerEmail: sale.buyer_email,
  orderedAt: sale.ordered_at,
});

export const projectAgentOf = (agent: ProjectAgent): ProjectAgentItem => ({
  id: agent.id,
  fullName: agent.full_name,
  email: agent.email,
  role: agent.role,
  customers: agent.customers.map(salesCustomerOf),
});

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The days (UTC) a period covers, as the history's query asks them; none for all time. */
export function salesPeriodRange(period: SalesPeriod, now = new Date()): { from?: string; to?: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (period) {
    case 'thisMonth':
      return { from: day(new Date(Date.UTC(year, month, 1))) };
    case 'lastMonth':
      return {
        from: day(new Date(Date.UTC(year, month - 1, 1))),
        to: day(new Date(Date.UTC(year, month, 0))),
      };
    case 'last90Days':
      return { from: day(new Date(now.getTime() - 89 * 86_400_000)) };
    case 'thisYear':
      return { from: day(new Date(Date.UTC(year, 0, 1))) };
    case 'all':
      return {};
  }
}

/** How the sales history filters and sorts in memory. */
export const salesPurchaseAccessors: CollectionAccessors<SalesPurchaseItem> = {
  valueOf: (sale, field) =>
    field === 'customer'
      ? sale.customer.tCode
      : field === 'source' || field === 'state' || field === 'description' || field === 'orderedAt'
        ? sale[field]
        : field === 'total'
          ? Number(sale.totalCents)
          : null,
  sortValueOf: (sale, field) =>
    field === 'customer' ? sale.customer.name : field === 'total' ? Number(sale.totalCents) : null,
  textOf: (sale) =>
    [
      sale.customer.name,
      sale.customer.tCode,
      sale.cloudId,
      sale.description,
      sale.buyerEmail,
      sale.source,
    ].join('\n'),
};

/** How the project agents filter and sort in memory. */
export const projectAgentAccessors: CollectionAccessors<ProjectAgentItem> = {
  valueOf: (agent, field) =>
    field === 'name'
      ? agent.fullName
      : field === 'role'
        ? agent.role
        : field === 'customers'
          ? agent.customers.map((c) => `${c.name} ${c.tCode}`).join(', ')
          : null,
  textOf: (agent) =>
    [agent.fullName, agent.email, ...agent.customers.map((c) => `${c.name} ${c.tCode}`)].join('\n'),
};

/** Every purchase of the period across customers (staff with sales_tree). */
export function useSalesHistory(period: SalesPeriod, allowed: boolean) {
  const session = useSession();
  const range = salesPeriodRange(period);
  const key =
    session.status === 'signedIn' && allowed
      ? ([salesEndpoints.history.path, session.epoch, range.from ?? '', range.to ?? ''] as const)
      : null;
  const { data, error, mutate } = useSWR(key, ([, , from, to]) =>
    session.client.call<SalesHistory>(salesEndpoints.history, {
      query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
    }),
  );
  const purchases = useMemo(() => data?.purchases.map(salesPurchaseOf), [data]);
  const customers = useMemo(() => data?.customers.map(salesCustomerOf) ?? [], [data]);
  return { purchases, customers, data, error, mutate };
}

/** The provider's project agents and every customer (staff with sales_tree). */
export function useProjectAgents(allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && allowed
      ? ([salesEndpoints.projectAgents.path, session.epoch] as const)
      : null;
  const { data, error, mutate } = useSWR(key, () =>
    session.client.call<ProjectAgentList>(salesEndpoints.projectAgents),
  );
  const agents = useMemo(() => data?.agents.map(projectAgentOf), [data]);
  const customers = useMemo(() => data?.customers.map(salesCustomerOf) ?? [], [data]);
  return { agents, customers, data, error, mutate };
}
