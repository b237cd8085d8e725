import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSession } from '@nuvem/features';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { safeReturnPath } from '../routes/returnPath';

/** Where a failed code exchange (or a visit without a code) sends the user. */
export const SSO_FAILED_PATH = '/login?sso_error=failed';

/**
 * /authorize: where single sign-on comes back (`?code=…&return_to=…`). The one-time code is exchanged for
 * the session's tokens (POST /session/sso/exchange), then the user goes to `return_to` when it is a page of
 * the portal's own, else to /dashboard; a refused code sends them to the login page with the reason.
 */
export function AuthorizeRoute() {
  const { t } = useTranslation('portal');
  const { signInWithCode } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const labelId = useId();
  const code = searchParams.get('code');
  const returnTo = safeReturnPath(searchParams.get('return_to'));
  // The code is single use: the second run of the effect (React StrictMode) must not present it again. The
  // exchange is not aborted on clean-up for the same reason; its outcome decides where the user goes.
  const exchanged = useRef<string | null>(null);
  useDocumentTitle(t('titles.authorize'));

  useEffect(() => {
    if (!code) {
      navigate(SSO_FAILED_PATH, { replace: true });
      return;
    }
    if (exchanged.current === code) return;
    exchanged.current = code;
    signInWithCode(code).then(
      () => navigate(returnTo, { replace: true }),
      () => navigate(SSO_FAILED_PATH, { replace: true }),
    );
  }, [code, returnTo, signInWithCode, navigate]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 2 }}
    >
      <CircularProgress aria-labelledby={labelId} />
      <Typography id={labelId} sx={{ color: 'text.secondary' }}>
        {t('authorizing')}
      </Typography>
    </Box>
  );
}
