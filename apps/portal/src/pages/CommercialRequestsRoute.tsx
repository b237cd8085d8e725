import Box from '@mui/material/Box';
import { CommercialRequestsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/commercial-event-requests ('Solicitações de evento comercial', Administração), behind commercial_event_dashboard or commercial_events_users: the customers' requests, approved or refused.
 */
export default function CommercialRequestsRoute() {
  const { title, trail } = useRouteTitle('adminCommercialEventRequests');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <CommercialRequestsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
