import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../AuthCard/AuthCard';
import { Form } from '../Form/Form';
import { FormAlert } from '../Form/FormAlert';
import type { FormFieldBinding } from '../Form/formFieldBinding';
import { FormTextField } from '../Form/FormTextField';

export interface SetPasswordFormProps {
  /** 'form': the new password twice; 'noLink': the page was opened without a link's token. */
  state: 'form' | 'noLink';
  password: FormFieldBinding;
  confirmation: FormFieldBinding;
  /** The least length of a password (api-contract's rules), said under the field. */
  minLength: number;
  onSubmit: () => void;
  busy?: boolean;
  /** The link was refused (used, expired, invalid) or another failure, translated. */
  alert?: string;
  /** Where a new link is asked for. */
  recoverHref?: string;
  loginHref?: string;
}

/**
 * 'Definir nova senha': the page a reset or invitation link opens (portal spec §5.5). The password is typed
 * twice; a refused link says why and offers a new one.
 */
export function SetPasswordForm({
  state,
  password,
  confirmation,
  minLength,
  onSubmit,
  busy = false,
  alert,
  recoverHref = '/authentication/recover',
  loginHref = '/login',
}: SetPasswordFormProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PasswordRecovery' });
  const askNew = (
    <Link href={recoverHref} variant="body2">
      {t('set.askNewLink')}
    </Link>
  );
  return (
    <AuthCard
      title={t('set.title')}
      subtitle={state === 'form' ? t('set.subtitle') : undefined}
      back={{ href: loginHref, label: t('backToLogin') }}
    >
      {state === 'noLink' ? (
        <Stack spacing={2}>
          <Alert severity="warning">{t('set.noLink')}</Alert>
          <Typography>{askNew}</Typography>
        </Stack>
      ) : (
        <Form onSubmit={onSubmit} busy={busy} aria-label={t('set.title')}>
          <Stack spacing={2.5}>
            <FormAlert message={alert} title={t('set.errorTitle')} />
            <FormTextField
              {...password}
              label={t('set.password')}
              type="password"
              autoComplete="new-password"
              helperText={t('set.rules', { count: minLength })}
              required
              autoFocus
              fullWidth
            />
            <FormTextField
              {...confirmation}
              label={t('set.confirmation')}
              type="password"
              autoComplete="new-password"
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
              {busy ? t('set.submitting') : t('set.submit')}
            </Button>
            <Typography sx={{ textAlign: 'center' }}>{askNew}</Typography>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
}
