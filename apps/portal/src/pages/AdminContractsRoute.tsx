import Box from '@mui/material/Box';
import { AdminContractsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/contracts ('Contratos'), behind adm_show_contract: every customer's contracts filtered by customer, status or plan; a contract opened, suspended, reactivated or ended.
 */
export default function AdminContractsRoute() {
  const { title, trail } = useRouteTitle('adminContracts');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <AdminContractsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
