import Box from '@mui/material/Box';
import { IaasSetupContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /iaas/setup ('Configuração', IaaS), behind menu_iaas: the environment's networks and subnets (the list's
 * filter, sort and page in the address), its enabled regions and the defaults of a new resource.
 */
export default function IaasSetupRoute() {
  const { title, trail } = useRouteTitle('iaasSetup');
  const [params, setParams] = useSearchParams();
  const onSearchChange = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasSetupContainer search={params} onSearchChange={onSearchChange} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
