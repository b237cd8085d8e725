import type { TicketList } from '@nuvem/api-contract';
import { defaultTicketsPageSize, ticketEndpoints } from '@nuvem/api-contract/paths';
import type { ListSort, SupportLoadState, SupportTicket, TicketStatusFilter } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { supportTicketOf, ticketSortFieldOf } from './supportTicketOf';
import { ticketsKeys, type TicketsPageQuery } from './ticketsKeys';

export interface TicketsRequest {
  /** The current environment; nothing is asked without one. */
  cloudId: string | undefined;
  /** The user holds the tickets permission; nothing is asked without it. */
  allowed: boolean;
  statusFilter: TicketStatusFilter;
  /** Text in the number, subject, product or requester. */
  search: string;
  sort: ListSort;
  /** From 0. */
  page: number;
  pageSize?: number;
}

export interface TicketsPage {
  /** The page asked for; while another page or search loads, the last one answered. */
  tickets: readonly SupportTicket[];
  /** Open and closed tickets matching the search (the tabs); undefined until the first answer. */
  counts: { open: number; closed: number } | undefined;
  /** Tickets matching the tab and search over all pages. */
  total: number;
  /** loading (first load, or another page on its way), error (the API's error translated, spec §8) or ready. */
  state: SupportLoadState;
  retry: () => void;
}

const NO_TICKETS: readonly SupportTicket[] = [];

/** One answer of the API and the tab it was asked for. */
interface TabAnswer {
  status: TicketStatusFilter;
  list: TicketList;
}

/**
 * One page of the environment's support tickets (GET /environments/:cloudId/tickets): the tab, search, sort
 * and page asked for. The previous page stays on screen while the next one loads.
 */
export function useTickets({
  cloudId,
  allowed,
  statusFilter,
  search,
  sort,
  page,
  pageSize = defaultTicketsPageSize,
}: TicketsRequest): TicketsPage {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const query: TicketsPageQuery = {
    status: statusFilter,
    search: search.trim(),
    sort: ticketSortFieldOf(sort.field),
    order: sort.direction,
    limit: pageSize,
    offset: page * pageSize,
  };
  const { data, error, isLoading, mutate } = useSWR(
    ticketsKeys.list(session, cloudId, allowed, query),
    async ([, , id, status, text, sortField, order, limit, offset]): Promise<TabAnswer> => ({
      status,
      list: await session.client.call<TicketList>(ticketEndpoints.list, {
        params: { cloudId: id },
        query: { status, search: text || undefined, sort: sortField, order, limit, offset },
      }),
    }),
    { keepPreviousData: true },
  );
  // The last answer stays on screen while a search, sort or page loads, but not under the other tab's name.
  const shown = data?.status === statusFilter ? data.list : undefined;
  const tickets = useMemo(() => shown?.tickets.map(supportTicketOf) ?? NO_TICKETS, [shown]);
  const state: SupportLoadState =
    error !== undefined
      ? { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : isLoading || shown === undefined
        ? { status: 'loading' }
        : { status: 'ready' };
  const retry = useCallback(() => void mutate(), [mutate]);
  return { tickets, counts: data?.list.counts, total: shown?.total ?? 0, state, retry };
}
