import Box from '@mui/material/Box';
import { InsightsUsersContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/insights/users (Administração › Insights › Usuários, insights_admin): each user's effective access to
 * dashboards and BI workspaces and where it comes from, and their own grants.
 */
export default function InsightsUsersRoute() {
  const { title, trail } = useRouteTitle('insightsUsers');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <InsightsUsersContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
