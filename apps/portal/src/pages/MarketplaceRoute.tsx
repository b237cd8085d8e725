import Box from '@mui/material/Box';
import { MarketplaceContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../routes/returnPath';
import { useRouteTitle } from '../routes/useRouteTitle';

/** Where the store lists purchases (Minha conta › Compras), to follow or cancel one. */
const PURCHASES_PATH = '/store/compras';

/**
 * /marketplace (issue 32), unguarded (spec §2.1): signed out the public catalogue and a sign-in that comes
 * back here; signed in the current environment's offers, bought as an order confirmed by the user.
 */
export default function MarketplaceRoute() {
  const { title, trail } = useRouteTitle('marketplace');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state: LoginRedirectState = { from: pathname + search };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <MarketplaceContainer
        purchasesHref={PURCHASES_PATH}
        onSignIn={() => void navigate('/login', { state })}
      />
    </Box>
  );
}
