import Box from '@mui/material/Box';
import { IamUsersContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/iam/usuarios-adm-usuarios ('Gestão de usuários'), behind iam: who has access to the current
 * environment and with which roles (the list's filter, sort and page in the address), invitations, changes of
 * roles and removals of access.
 */
export default function IamUsersRoute() {
  const { title, trail } = useRouteTitle('userManagement');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IamUsersContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
