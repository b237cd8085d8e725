import Box from '@mui/material/Box';
import { IaasSshKeysContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /ssh-manager-key ('Chaves SSH'), behind menu_iaas and not while the IaaS account is cancelling: the
 * environment's SSH public keys (the list's filter, sort and page in the address), added and deleted.
 */
export default function SshKeysRoute() {
  const { title, trail } = useRouteTitle('sshKeys');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasSshKeysContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
