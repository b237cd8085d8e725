import Box from '@mui/material/Box';
import { TssRegistrationContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/tss-registration ('Cadastro TSS'), behind tss_admin: every customer's companies registered for TSS, a company registered and a quota changed.
 */
export default function TssRegistrationRoute() {
  const { title, trail } = useRouteTitle('adminTssRegistration');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <TssRegistrationContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
