import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from '../internal/OutlinedField';
import { PASSWORD_RECOVERY_HREF, PRIVACY_HREF } from './loginRoutes';
import { hasLoginErrors, validateLogin, type LoginCredentials, type LoginErrors } from './loginValidation';
import { PasswordField } from './PasswordField';

export type { LoginCredentials } from './loginValidation';

/** Single sign-on with the company's identity provider, offered below the password form. */
export interface LoginSingleSignOn {
  /** Names the provider, e.g. the company: the button reads 'Entrar com {label}'. */
  label: string;
  /** The user chose single sign-on: the app sends the browser to the provider. */
  onStart: () => void;
}

/**
 * Why the user is on the login page signed out, when the portal signed them out: the sign-in expired or
 * was ended by the server (`expired`), they chose to sign out (`signedOut`), or it ended in another tab
 * (`elsewhere`).
 */
export type SignOutReason = 'expired' | 'signedOut' | 'elsewhere';

export interface LoginPageProps {
  /** Called with the trimmed e-mail and the password once both pass the client-side checks. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** A login request is running: the button shows progress and the form cannot be sent again. */
  submitting?: boolean;
  /** An already-translated error from the server (e.g. wrong password). It is announced and focused. */
  error?: string;
  /**
   * Offers single sign-on: below the form, a divider ('ou') and a button 'Entrar com {label}'. Without it,
   * only the password form is shown.
   */
  singleSignOn?: LoginSingleSignOn;
  /** Where the privacy declaration lives (spec §2.1: a public page). */
  privacyHref?: string;
  /** Where 'Esqueci minha senha' leads (spec §5.5). */
  recoverHref?: string;
  /**
   * Says above the form why the user was signed out: announced as a status when they chose it, as an alert
   * when the session ended without them. The app shows it once, until the next sign-in attempt.
   */
  signedOut?: SignOutReason;
}

/** The login screen (portal spec §2.1), shown without the shell. */
export function LoginPage({
  onSubmit,
  submitting = false,
  error,
  singleSignOn,
  privacyHref = PRIVACY_HREF,
  recoverHref = PASSWORD_RECOVERY_HREF,
  signedOut,
}: LoginPageProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'LoginPage' });
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Errors show once the user has tried to send the form, then follow each keystroke.
  const [attempted, setAttempted] = useState(false);
  const errors: LoginErrors = attempted ? validateLogin({ email, password }) : {};
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A server error is announced (role alert) and takes focus, so keyboard users land on it.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateLogin({ email, password });
    if (hasLoginErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    onSubmit({ email: email.trim(), password });
  };

  const signedOutText: Record<SignOutReason, string> = {
    expired: t('signedOut.expired'),
    signedOut: t('signedOut.signedOut'),
    elsewhere: t('signedOut.elsewhere'),
  };

  const emailError =
    errors.email === 'required'
      ? t('errors.emailRequired')
      : errors.email === 'invalid'
        ? t('errors.emailInvalid')
        : undefined;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Box component="main" sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 3 }}>
          <CloudOutlinedIcon aria-hidden sx={{ color: 'primary.main', fontSize: 40 }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {t('product')}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
            {t('subtitle')}
          </Typography>
          {signedOut && !error && (
            <Alert
              severity={signedOut === 'signedOut' ? 'info' : 'warning'}
              role={signedOut === 'signedOut' ? 'status' : 'alert'}
              sx={{ mb: 3 }}
            >
              {signedOutText[signedOut]}
            </Alert>
          )}
          {error && (
            <Alert ref={alertRef} tabIndex={-1} severity="error" sx={{ mb: 3 }}>
              <AlertTitle>{t('errorTitle')}</AlertTitle>
              {error}
            </Alert>
          )}
          <Box
            component="form"
            aria-labelledby={titleId}
            noValidate
            onSubmit={handleSubmit}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
          >
            <OutlinedField
              label={t('email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              fullWidth
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError !== undefined}
              helperText={emailError}
              inputRef={emailRef}
            />
            <PasswordField
              value={password}
              onChange={setPassword}
              error={errors.password ? t('errors.passwordRequired') : undefined}
              inputRef={passwordRef}
            />
            <Link href={recoverHref} variant="body2" sx={{ alignSelf: 'flex-end', mt: -1.5 }}>
              {t('forgotPassword')}
            </Link>
            <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
              {submitting ? t('submitting') : t('submit')}
            </Button>
          </Box>
          {singleSignOn && (
            <>
              <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('or')}</Divider>
              <Button
                variant="outlined"
                size="large"
                fullWidth
                onClick={singleSignOn.onStart}
                disabled={submitting}
              >
                {t('singleSignOn', { label: singleSignOn.label })}
              </Button>
            </>
          )}
        </Paper>
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Link href={privacyHref} variant="body2">
            {t('privacy')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
