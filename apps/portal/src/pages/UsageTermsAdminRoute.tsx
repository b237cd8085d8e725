import Box from '@mui/material/Box';
import { UsageTermsAdminContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/usage-terms ('Termos de uso', Administração), behind service_agreement_list: the versions of the terms, drafts written and published.
 */
export default function UsageTermsAdminRoute() {
  const { title, trail } = useRouteTitle('adminUsageTerms');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <UsageTermsAdminContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
