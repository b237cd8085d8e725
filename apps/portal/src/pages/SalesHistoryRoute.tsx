import Box from '@mui/material/Box';
import { SalesHistoryContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/sales-history ('Histórico de vendas', Administração; issue 32), behind sales_tree (the route table's
 * `feature`, as the menu entry and the API): every purchase across customers, with its totals.
 */
export default function SalesHistoryRoute() {
  const { title, trail } = useRouteTitle('salesHistory');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <SalesHistoryContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
