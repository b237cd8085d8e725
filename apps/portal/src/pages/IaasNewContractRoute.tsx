import Box from '@mui/material/Box';
import { IaasNewContractContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /iaas/new-contract ('Novo contrato', IaaS), behind menu_iaas and hidden while the IaaS account is cancelling
 * (spec §6): a new IaaS contract requested from the commercial team as a ticket.
 */
export default function IaasNewContractRoute() {
  const { title, trail } = useRouteTitle('iaasNewContract');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasNewContractContainer contactHref="/contact" />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
