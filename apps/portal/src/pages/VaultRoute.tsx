import Box from '@mui/material/Box';
import { VaultSecretsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /security-center/vault ('Cofre', Central de segurança; issue 31), behind security_center (the route table's
 * `feature`, as the menu entry and the API): the current environment's secrets, each revealed on request.
 */
export default function VaultRoute() {
  const { title, trail } = useRouteTitle('securityVault');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <VaultSecretsContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
