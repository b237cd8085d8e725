import Box from '@mui/material/Box';
import { TssContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /user/minhas-empresas ('TSS'), behind tss: the customer's TSS quota this month and companies (the list's choices in the address), more quota ordered for one.
 */
export default function TssRoute() {
  const { title, trail } = useRouteTitle('tss');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <TssContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
