import Box from '@mui/material/Box';
import { CommercialEventsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /commercial-event ('Evento comercial'), behind commercial_event: the current environment's commercial events and joining one.
 */
export default function CommercialEventsRoute() {
  const { title, trail } = useRouteTitle('commercialEvent');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <CommercialEventsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
