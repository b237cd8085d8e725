import Box from '@mui/material/Box';
import { ProjectAgentsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/project-agents ('Agentes de projeto', Administração; issue 32), behind sales_tree: the provider's
 * sales and project agents and the customers each looks after, assigned and unassigned.
 */
export default function ProjectAgentsRoute() {
  const { title, trail } = useRouteTitle('projectAgents');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <ProjectAgentsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
