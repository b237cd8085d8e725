import Box from '@mui/material/Box';
import { IaasSetupContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /iaas/setup ('Configuração', IaaS), behind menu_iaas: the environment's networks and subnets (the list's
 * filter, sort and page in the address), its enabled regions and the defaults of a new resource.
 */
export default function IaasSetupRoute() {
  const { title, trail } = useRouteTitle('iaasSetup');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasSetupContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
