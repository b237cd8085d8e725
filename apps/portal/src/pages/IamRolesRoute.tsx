import Box from '@mui/material/Box';
import { IamRolesContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/iam/roles ('Perfis', Administração › IAM), behind list_roles: roles as sets of features, created, duplicated, edited (the open role in the address, `?role=<id>`, as Funcionalidades links to it) and deleted.
 */
export default function IamRolesRoute() {
  const { title, trail } = useRouteTitle('iamRoles');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IamRolesContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
