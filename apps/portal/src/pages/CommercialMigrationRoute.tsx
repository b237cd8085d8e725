import Box from '@mui/material/Box';
import { CommercialMigrationContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /commercial-event-migration ('Migração de evento comercial'), behind proposal_migration or customer_migration: moving a proposal into an event.
 */
export default function CommercialMigrationRoute() {
  const { title, trail } = useRouteTitle('commercialEventMigration');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <CommercialMigrationContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
