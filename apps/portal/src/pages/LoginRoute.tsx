import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LoginPage, type LoginCredentials } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routes/RouteScreen';

/** Sign-in. Until the API exists (issue 4) any credentials open a demo session. */
export function LoginRoute({ onSignIn }: { onSignIn: (email: string) => void }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  useDocumentTitle(t('titles.login'));
  const submit = ({ email }: LoginCredentials) => {
    onSignIn(email);
    navigate('/dashboard');
  };
  return (
    <Box>
      <Alert severity="info" sx={{ borderRadius: 0 }}>
        {t('previewLogin')}
      </Alert>
      <LoginPage onSubmit={submit} />
    </Box>
  );
}
