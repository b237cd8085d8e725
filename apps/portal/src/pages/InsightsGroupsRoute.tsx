import Box from '@mui/material/Box';
import { InsightsGroupsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/insights/groups (Administração › Insights › Grupos, insights_admin): groups of users and the
 * dashboards and BI workspaces each sees (the list's filter, sort and page in the address).
 */
export default function InsightsGroupsRoute() {
  const { title, trail } = useRouteTitle('insightsGroups');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <InsightsGroupsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
