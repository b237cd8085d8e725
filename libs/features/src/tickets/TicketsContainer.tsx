import type { TicketList } from '@nuvem/api-contract';
import { ticketEndpoints } from '@nuvem/api-contract/paths';
import {
  DEFAULT_TICKET_PAGE_SIZE,
  DEFAULT_TICKET_SORT,
  TicketsTable,
  useTicketColumns,
  type FilterToken,
  type SupportTicket,
  type TicketStatusFilter,
} from '@nuvem/ui';
import { useCallback } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useCollection, type CollectionPage, type CollectionRequest } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { supportTicketOf, ticketSortFieldOf } from './supportTicketOf';
import { ticketsKeys } from './ticketsKeys';

export interface TicketsContainerProps {
  /** The address's search params (status, filter, sort, page, page_size) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** Where a ticket leads (its own page). */
  ticketHref?: (ticket: SupportTicket) => string;
  timeZone?: string;
}

/** The list's id in the user's `lists` preference. */
export const TICKETS_LIST = 'tickets';
/** The address's parameter of the tab: `?status=closed`; the open tickets without it. */
export const TICKET_STATUS_PARAM = 'status';

interface TicketsPage extends CollectionPage<SupportTicket> {
  counts: TicketList['counts'];
  /** The tab it was asked for: the other tab's rows never stand under this one's name while it loads. */
  status: TicketStatusFilter;
}

/** The API searches one text: a new free-text token replaces the one before (the chips shown are what applies). */
export function lastFreeTextOnly(filter: readonly FilterToken[]): FilterToken[] {
  const text = filter.filter((token) => token.field === '' && token.operator === ':').at(-1);
  return text ? [text] : [];
}

/**
 * The support tickets of the current environment ('Atendimento ao cliente', spec §2.6) on the API through
 * useCollection: the tab in `?status=`, the free text, sort, page and page size in the collection's own
 * parameters; the server searches, sorts and pages, and counts the open and closed tickets for the tabs.
 */
export function TicketsContainer({ search, onSearchChange, ticketHref, timeZone }: TicketsContainerProps) {
  const session = useSession();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.tickets ?? false;
  const statusFilter: TicketStatusFilter = search.get(TICKET_STATUS_PARAM) === 'closed' ? 'closed' : 'open';
  // The columns tell useCollection which fields sort; the list draws its own from the same hook.
  const columns = useTicketColumns(ticketHref, timeZone);
  const { listProps, response } = useCollection<SupportTicket, TicketsPage>(
    {
      list: TICKETS_LIST,
      columns,
      search,
      onSearchChange,
      defaultSort: DEFAULT_TICKET_SORT,
      defaultPageSize: DEFAULT_TICKET_PAGE_SIZE,
    },
    {
      key: ticketsKeys.collection(session, cloudId, allowed, statusFilter),
      fetch: async (request: CollectionRequest) => {
        const sort = request.sort ?? DEFAULT_TICKET_SORT;
        const text = lastFreeTextOnly(request.filter)[0]?.value.trim();
        const list = await session.client.call<TicketList>(ticketEndpoints.list, {
          params: { cloudId: cloudId! },
          query: {
            status: statusFilter,
            search: text || undefined,
            sort: ticketSortFieldOf(sort.field),
            order: sort.direction,
            limit: request.pageSize,
            offset: (request.page - 1) * request.pageSize,
          },
        });
        return {
          items: list.tickets.map(supportTicketOf),
          total: list.total,
          counts: list.counts,
          status: statusFilter,
        };
      },
    },
  );
  const { onFilterChange } = listProps;
  const onStatusFilterChange = useCallback(
    (next: TicketStatusFilter) => {
      const params = new URLSearchParams(search);
      if (next === 'closed') params.set(TICKET_STATUS_PARAM, 'closed');
      else params.delete(TICKET_STATUS_PARAM);
      params.delete('page');
      onSearchChange(params);
    },
    [search, onSearchChange],
  );
  const otherTab = response !== undefined && response.status !== statusFilter;
  const shown = otherTab
    ? { ...listProps, rows: [], total: 0, state: { status: 'loading' } as const }
    : listProps;
  return (
    <TicketsTable
      {...shown}
      onFilterChange={(filter) => onFilterChange(lastFreeTextOnly(filter))}
      statusFilter={statusFilter}
      onStatusFilterChange={onStatusFilterChange}
      counts={response?.counts}
      ticketHref={ticketHref}
      timeZone={timeZone}
    />
  );
}
