import Box from '@mui/material/Box';
import { DevProjectContainer, DevProjectsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { Route, Routes, useParams } from 'react-router-dom';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/** Where the projects list lives; each project has its page under it. */
export const DEV_PROJECTS_PATH = '/develop/projects';

const projectHref = (id: string) => `${DEV_PROJECTS_PATH}/${encodeURIComponent(id)}`;

/**
 * /develop/projects ('Estúdio do desenvolvedor › Projetos'), behind developer (the route table's `feature`):
 * the developer's projects (the list's choices in the address), each at its own address with its API tokens
 * (/develop/projects/:projectId).
 */
export default function DevProjectsRoute() {
  return (
    <Routes>
      <Route index element={<ProjectList />} />
      <Route path=":projectId" element={<ProjectPage />} />
    </Routes>
  );
}

function ProjectList() {
  const { title, trail } = useRouteTitle('developProjects');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <DevProjectsContainer {...list} projectHref={projectHref} />
    </Box>
  );
}

function ProjectPage() {
  const { projectId = '' } = useParams();
  // Named by the menu entry of the list: the page is one project of it.
  const { title, trail } = useRouteTitle('developProjects', DEV_PROJECTS_PATH);
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <DevProjectContainer key={projectId} projectId={projectId} backHref={DEV_PROJECTS_PATH} {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
