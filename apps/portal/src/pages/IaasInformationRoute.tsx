import Box from '@mui/material/Box';
import { IaasInformationContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /iaas/information ('Informações', IaaS), behind menu_iaas and the iaas_information_access flag (the route
 * table's `feature`): the contract, billing data and consumption, and the documents with
 * iaas_information_documents (the documents list's choices in the address).
 */
export default function IaasInformationRoute() {
  const { title, trail } = useRouteTitle('iaasInformation');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IaasInformationContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
