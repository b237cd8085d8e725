import Box from '@mui/material/Box';
import { IaasMachineContainer, usePageTitle } from '@nuvem/features';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RouteScreen } from '../routes/RouteScreen';
import { useDocumentTitle } from '../routes/useDocumentTitle';

/** Where the machine list lives; each machine has its page under it. */
export const VIRTUAL_MACHINES_PATH = '/iaas/virtual-machines';

/**
 * /iaas/virtual-machines ('Máquinas virtuais', IaaS), behind menu_iaas (the route table's `feature`): each
 * machine of the current environment at its own address (/iaas/virtual-machines/:resourceId).
 */
export default function IaasVirtualMachinesRoute() {
  return (
    <Routes>
      <Route index element={<RouteScreen titleKey="iaasVirtualMachines" />} />
      <Route path=":resourceId" element={<MachinePage />} />
    </Routes>
  );
}

function MachinePage() {
  const { t } = useTranslation('portal');
  const { resourceId = '' } = useParams();
  const { pathname } = useLocation();
  // The menu entry of /iaas/virtual-machines names the place; the page is the machine.
  const fromMenu = usePageTitle(pathname);
  const listTitle = fromMenu?.title ?? t('titles.iaasVirtualMachines');
  useDocumentTitle(`${resourceId} · ${listTitle}`);
  return (
    <Box sx={{ p: 3 }}>
      <IaasMachineContainer
        key={resourceId}
        resourceId={resourceId}
        trail={[...(fromMenu?.trail ?? []), listTitle]}
        backHref={VIRTUAL_MACHINES_PATH}
      />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
