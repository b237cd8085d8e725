import Box from '@mui/material/Box';
import { TicketDetailContainer, TicketsContainer, usePageTitle } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useListSearch } from '../routes/useListSearch';
import { CONTACT_PATH, TICKETS_PATH, ticketPath, ticketsSearchOf } from './ticketListParams';

/**
 * /tickets ('Atendimento ao cliente', spec §2.6), behind the tickets permission (the route table's
 * `feature`): the current environment's support tickets, with the tab, filter, sort and page in the URL
 * (`?status=closed&filter=:lentidao&sort=-severity&page=2&page_size=50`), and each ticket at its own address
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
  const list = useListSearch();
  const search = useMemo(() => ticketsSearchOf(list.search), [list.search]);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <TicketsContainer
        search={search}
        onSearchChange={list.onSearchChange}
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
