import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UserPreferencesContainer, useSession } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../routes/returnPath';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /user-preferences (spec §2.1, §2.10): the user's phones and personal notes, where the 'Cadastro incompleto'
 * modal leads. The route has no guard: signed out it shows in the public frame, and there it only says that
 * signing in is needed, with a link to sign in that returns here (and calls nothing that needs a session).
 */
export default function UserPreferencesRoute() {
  const { status } = useSession();
  const { title, trail } = useRouteTitle('userPreferences');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      {status === 'signedIn' ? <UserPreferencesContainer /> : <SignInNeeded />}
    </Box>
  );
}

function SignInNeeded() {
  const { t } = useTranslation('portal');
  const { pathname, search, hash } = useLocation();
  const state: LoginRedirectState = { from: pathname + search + hash };
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography sx={{ mb: 2 }}>{t('userPreferencesPage.signInNeeded')}</Typography>
      <Button component={Link} to="/login" state={state} variant="outlined">
        {t('userPreferencesPage.signIn')}
      </Button>
    </Box>
  );
}
