import Box from '@mui/material/Box';
import { BackupsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /backups (issue 30, spec §2.1): the environment's topology backups and VM snapshots in one list, restorable
 * as operations. Behind the `backups` permission (backup_download, or the IaaS resources' rule), as the API
 * lists what each allows. Every choice of the list lives in the address.
 */
export default function BackupsRoute() {
  const { title, trail } = useRouteTitle('backups');
  const [search, setParams] = useSearchParams();
  const onSearchChange = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <BackupsContainer search={search} onSearchChange={onSearchChange} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
