import Box from '@mui/material/Box';
import { IaasWelcomeContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useRouteTitle } from '../routes/useRouteTitle';

/** Where each step of the checklist is done, and where the figures lead. */
const HREFS = {
  network: '/iaas/setup',
  machine: '/iaas/manager/create',
  public_ip: '/iaas/manager',
  backup: '/backups',
  budget: '/iaas/calculator',
  machines: '/iaas/virtual-machines',
  resources: '/iaas/resources',
} as const;

/** /iaas/welcome ('Boas-vindas', IaaS), behind menu_iaas: the IaaS account at a glance and its first steps. */
export default function IaasWelcomeRoute() {
  const { title, trail } = useRouteTitle('iaasWelcome');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <IaasWelcomeContainer hrefs={HREFS} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
