import Box from '@mui/material/Box';
import { VaultKeysContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/external-key-management ('Chaves externas'; issue 31), the top bar's key button, behind
 * security_center (shellPermissions.externalKeys, the button's own rule): the keys protecting the current
 * environment's vault.
 */
export default function ExternalKeysRoute() {
  const { title, trail } = useRouteTitle('externalKeys');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <VaultKeysContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
