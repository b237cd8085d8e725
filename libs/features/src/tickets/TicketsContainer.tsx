import { TicketsTable, type SupportTicket, type TicketSort, type TicketStatusFilter } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useTickets } from './useTickets';

export interface TicketsContainerProps {
  /** The tab, search, sort and page: the portal keeps them in the URL. */
  statusFilter: TicketStatusFilter;
  onStatusFilterChange: (filter: TicketStatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  sort: TicketSort;
  onSortChange: (sort: TicketSort) => void;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** Where a ticket leads (its own page). */
  ticketHref?: (ticket: SupportTicket) => string;
}

/**
 * The support tickets of the current environment ('Atendimento ao cliente', spec §2.6) on the API: one page
 * at a time, filtered open or closed, searched and sorted by the server.
 */
export function TicketsContainer(props: TicketsContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.tickets ?? false;
  const { tickets, counts, total, state, retry } = useTickets({
    cloudId,
    allowed,
    statusFilter: props.statusFilter,
    search: props.search,
    sort: props.sort,
    page: props.page,
    pageSize: props.pageSize,
  });
  return (
    <TicketsTable {...props} tickets={tickets} counts={counts} total={total} state={state} onRetry={retry} />
  );
}
