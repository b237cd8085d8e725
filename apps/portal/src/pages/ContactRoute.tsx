import Box from '@mui/material/Box';
import { ContactContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useRouteTitle } from '../routes/useRouteTitle';
import { TICKETS_PATH } from './ticketListParams';

/**
 * /contact (spec §2.4, §2.6 'Geração de token'): the provider's support channels, the way to the tickets and
 * the assist token. The topology check sends users here when their environment's topology list fails
 * (§4); the page then says so first. Open to every signed-in user: it is where they are sent.
 */
export default function ContactRoute() {
  const { title, trail } = useRouteTitle('contact');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <ContactContainer ticketsHref={TICKETS_PATH} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
