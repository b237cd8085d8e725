import Box from '@mui/material/Box';
import { UsageTermsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /views-contract-acceptance ('Termos de aceite'), behind the show_acceptance_term flag (the route table's `feature`, as the menu and the API): the terms that apply to the current environment's customer and who accepted which version.
 */
export default function UsageTermsRoute() {
  const { title, trail } = useRouteTitle('contractAcceptance');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <UsageTermsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
