import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Footer } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from './returnPath';

/**
 * The frame of an unguarded route (spec §2.1: security-center, onboard, marketplace, user-preferences,
 * refresh, 404) for a signed-out visitor: the portal's name, a sign-in link that returns here, the
 * route's content and the footer. It calls nothing that needs a session.
 */
export function PublicFrame() {
  const { t } = useTranslation('portal');
  const { pathname, search, hash } = useLocation();
  const state: LoginRedirectState = { from: pathname + search + hash };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 3,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{ color: 'text.primary', textDecoration: 'none', fontWeight: 600 }}
        >
          {t('gates.publicFrame.header')}
        </Typography>
        <Button component={Link} to="/login" state={state} variant="contained">
          {t('gates.publicFrame.signIn')}
        </Button>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer owner={t('provider')} />
    </Box>
  );
}
