import Box from '@mui/material/Box';
import { IaasCreateMachineContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useOpenMachine } from './IaasManagerRoute';

/**
 * /iaas/import-virtual-machine ('Importar máquina virtual', IaaS; portal spec §2.4), behind menu_iaas: a
 * machine created from an image the environment imported, which opens its page once accepted.
 */
export default function IaasImportVirtualMachineRoute() {
  const { title, trail } = useRouteTitle('iaasImportVirtualMachine');
  const openMachine = useOpenMachine();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasCreateMachineContainer mode="import" onCreated={openMachine} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
