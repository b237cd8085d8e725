import Box from '@mui/material/Box';
import { TicketDetailContainer, TicketsContainer, usePageTitle } from '@nuvem/features';
import { DEFAULT_TICKET_PAGE_SIZE, PageHeader, type TicketSort, type TicketStatusFilter } from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { useRouteTitle } from '../routes/useRouteTitle';
import { CONTACT_PATH, TICKETS_PATH, ticketListParamsOf, ticketPath } from './ticketListParams';
import { useUrlQuery } from './useUrlQuery';

/**
 * /tickets ('Atendimento ao cliente', spec §2.6), behind the tickets permission (the route table's
 * `feature`): the current environment's support tickets, with the tab, search, sort and page in the URL
 * (`?status=closed&q=…&sort=severity&order=asc&page=2&size=50`), and each ticket at its own address
 * (/tickets/:number), so a list or a ticket can be shared, reloaded and left with the back button.
 */
export default function TicketsRoute() {
  return (
    <Routes>
      <Route index element={<TicketList />} />
      <Route path=":number" element={<TicketPage />} />
    </Routes>
  );
}

function TicketList() {
  const { title, trail } = useRouteTitle('tickets');
  const [status, setStatus] = useUrlQuery('status');
  const [search, setSearch] = useUrlQuery('q');
  const [sortText, setSortText] = useUrlQuery('sort');
  const [order, setOrder] = useUrlQuery('order');
  const [pageText, setPageText] = useUrlQuery('page');
  const [size, setSize] = useUrlQuery('size');
  const params = ticketListParamsOf({ status, sort: sortText, order, page: pageText, size });

  const onPageChange = useCallback(
    (page: number) => setPageText(page > 0 ? String(page + 1) : ''),
    [setPageText],
  );
  // Another tab, search, order or page size starts again from the first page.
  const onStatusFilterChange = useCallback(
    (next: TicketStatusFilter) => {
      setStatus(next === 'closed' ? 'closed' : '');
      onPageChange(0);
    },
    [setStatus, onPageChange],
  );
  const onSearchChange = useCallback(
    (next: string) => {
      setSearch(next);
      onPageChange(0);
    },
    [setSearch, onPageChange],
  );
  const onSortChange = useCallback(
    (next: TicketSort) => {
      setSortText(next.field);
      setOrder(next.direction);
      onPageChange(0);
    },
    [setSortText, setOrder, onPageChange],
  );
  const onPageSizeChange = useCallback(
    (next: number) => {
      setSize(next === DEFAULT_TICKET_PAGE_SIZE ? '' : String(next));
      onPageChange(0);
    },
    [setSize, onPageChange],
  );

  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <TicketsContainer
        {...params}
        onStatusFilterChange={onStatusFilterChange}
        search={search}
        onSearchChange={onSearchChange}
        onSortChange={onSortChange}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        ticketHref={(ticket) => ticketPath(ticket.number)}
      />
    </Box>
  );
}

function TicketPage() {
  const { t } = useTranslation('portal');
  const { number = '' } = useParams();
  const { pathname } = useLocation();
  // The menu entry of /tickets names the place; the page is the ticket.
  const fromMenu = usePageTitle(pathname);
  const listTitle = fromMenu?.title ?? t('titles.tickets');
  useDocumentTitle(`#${number} · ${listTitle}`);
  return (
    <Box sx={{ p: 3 }}>
      <TicketDetailContainer
        key={number}
        ticketNumber={number}
        trail={[...(fromMenu?.trail ?? []), listTitle]}
        backHref={TICKETS_PATH}
        contactHref={CONTACT_PATH}
      />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
