import Box from '@mui/material/Box';
import { IamFeaturesContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/iam/features ('Funcionalidades', Administração › IAM), behind list_features: the catalogue of features and flags, what each opens in the menu, the roles holding each (the list's filter, sort and page in the address).
 */
export default function IamFeaturesRoute() {
  const { title, trail } = useRouteTitle('iamFeatures');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <IamFeaturesContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
