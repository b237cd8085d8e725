import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { IaasMachineContainer, IaasMachinesContainer, usePageTitle } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/** Where the machine list lives; each machine has its page under it. */
export const VIRTUAL_MACHINES_PATH = '/iaas/virtual-machines';

/**
 * /iaas/virtual-machines ('Máquinas virtuais', IaaS), behind menu_iaas (the route table's `feature`): the
 * current environment's machines (every choice of the list in the address), each at its own address
 * (/iaas/virtual-machines/:resourceId).
 */
export default function IaasVirtualMachinesRoute() {
  return (
    <Routes>
      <Route index element={<MachineList />} />
      <Route path=":resourceId" element={<MachinePage />} />
    </Routes>
  );
}

const machineHref = (id: string) => `${VIRTUAL_MACHINES_PATH}/${encodeURIComponent(id)}`;

function MachineList() {
  const { t } = useTranslation('portal');
  const { title, trail } = useRouteTitle('iaasVirtualMachines');
  const list = useListSearch();
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <IaasMachinesContainer
        {...list}
        machineHref={machineHref}
        createAction={
          <Button variant="contained" href="/iaas/manager/create">
            {t('iaas.createMachine')}
          </Button>
        }
      />
    </Box>
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
      {/* IaaS › Ajuda with the ticket form about this machine filled in. */}
      <Box sx={{ mt: 2 }}>
        <Link href={`/iaas/help?${new URLSearchParams({ resource: resourceId })}`}>
          {t('iaas.ticketAboutResource')}
        </Link>
      </Box>
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
