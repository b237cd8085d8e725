import Box from '@mui/material/Box';
import { MarketplaceOffersAdminContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /admin/marketplace (Administração › Marketplace; issue 32), behind marketplace_adm_offers
 * (shellPermissions.marketplaceAdmin, the feature the API asks): the offers staff create, price, show to
 * chosen customers, publish and withdraw.
 */
export default function MarketplaceAdminRoute() {
  const { title, trail } = useRouteTitle('adminMarketplace');
  const list = useListSearch();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <MarketplaceOffersAdminContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
