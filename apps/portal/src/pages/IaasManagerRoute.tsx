import Box from '@mui/material/Box';
import { IaasCreateMachineContainer, IaasManagerContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';
import { VIRTUAL_MACHINES_PATH } from './IaasVirtualMachinesRoute';

export const MANAGER_PATH = '/iaas/manager';
export const IMPORT_MACHINE_PATH = '/iaas/import-virtual-machine';

/**
 * /iaas/manager ('Gerenciador', IaaS), behind menu_iaas: the environment's quotas and free resources, and at
 * /iaas/manager/create a new virtual machine, which opens its page once accepted (its operation shows live).
 */
export default function IaasManagerRoute() {
  return (
    <Routes>
      <Route index element={<ManagerPage />} />
      <Route path="create" element={<CreateMachinePage />} />
    </Routes>
  );
}

function ManagerPage() {
  const { title, trail } = useRouteTitle('iaasManager', MANAGER_PATH);
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasManagerContainer
        {...list}
        createHref={`${MANAGER_PATH}/create`}
        importHref={IMPORT_MACHINE_PATH}
      />
    </Box>
  );
}

/** After an accepted create: the new machine's page. */
export function useOpenMachine() {
  const navigate = useNavigate();
  return useCallback(
    (resourceId: string) => void navigate(`${VIRTUAL_MACHINES_PATH}/${encodeURIComponent(resourceId)}`),
    [navigate],
  );
}

function CreateMachinePage() {
  const { t } = useTranslation('portal');
  const manager = useRouteTitle('iaasManager', MANAGER_PATH);
  const title = t('titles.iaasCreateVirtualMachine');
  useDocumentTitle(`${title} · ${manager.title}`);
  const openMachine = useOpenMachine();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={[...manager.trail, manager.title]} />
      <IaasCreateMachineContainer mode="create" onCreated={openMachine} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
