import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ssoAuthorizeUrl, useSession, useSsoStatus } from '@nuvem/features';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { returnPathOf, type LoginRedirectState } from '../routes/returnPath';

export interface AuthenticationRouteProps {
  /** Leaves the portal for another address (a full page load); tests pass a spy. */
  leaveTo?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * /authentication (spec §2.1, a bare page, §2.3): the choice of how to sign in. E-mail and password lead
 * to /login; when the API offers single sign-on, its button starts it. Either way the user comes back to
 * the page a login guard sent here (router state `{ from }`); a signed-in user goes straight there.
 */
export function AuthenticationRoute({ leaveTo = assignLocation }: AuthenticationRouteProps) {
  const { t } = useTranslation('portal');
  const { status, client } = useSession();
  const sso = useSsoStatus();
  const location = useLocation();
  useDocumentTitle(t('titles.authentication'));
  const returnPath = returnPathOf(location.state);
  if (status === 'signedIn') return <Navigate to={returnPath} replace />;
  const state: LoginRedirectState = { from: returnPath };
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          {t('gates.authentication.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('gates.authentication.body')}</Typography>
        <Stack spacing={1.5}>
          <Button component={Link} to="/login" state={state} variant="contained" size="large">
            {t('gates.authentication.password')}
          </Button>
          {sso.enabled && sso.label ? (
            <Button
              variant="outlined"
              size="large"
              onClick={() => leaveTo(ssoAuthorizeUrl(client, returnPath))}
            >
              {t('gates.authentication.singleSignOn', { label: sso.label })}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
