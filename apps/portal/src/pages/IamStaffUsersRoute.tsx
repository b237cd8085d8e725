import Box from '@mui/material/Box';
import { IamStaffUsersContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/iam/users ('Usuários', Administração › IAM), behind list_user_roles: every user with their staff roles and their roles per environment, and changes of them.
 */
export default function IamStaffUsersRoute() {
  const { title, trail } = useRouteTitle('iamUsers');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IamStaffUsersContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
