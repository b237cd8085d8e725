import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../AuthCard/AuthCard';
import { Form } from '../Form/Form';
import { FormAlert } from '../Form/FormAlert';
import type { FormFieldBinding } from '../Form/formFieldBinding';
import { FormTextField } from '../Form/FormTextField';

export interface PasswordRecoveryRequestProps {
  email: FormFieldBinding;
  /** The form was sent (Enter or the button); not while busy. */
  onSubmit: () => void;
  busy?: boolean;
  /** A refusal no field owns (too many attempts, no connection), translated. */
  alert?: string;
  /** The request was taken: the page says what happens next, the same whether the address has an account. */
  sentTo?: string;
  /** Back to the form, to ask again (another address, or the mail did not come). */
  onAskAgain: () => void;
  loginHref?: string;
}

/**
 * 'Esqueci minha senha' (portal spec §5.5): the account's e-mail, then the same answer for every address, so
 * the page tells nobody which ones have an account.
 */
export function PasswordRecoveryRequest({
  email,
  onSubmit,
  busy = false,
  alert,
  sentTo,
  onAskAgain,
  loginHref = '/login',
}: PasswordRecoveryRequestProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PasswordRecovery' });
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo !== undefined) sentRef.current?.focus();
  }, [sentTo]);
  return (
    <AuthCard
      title={t('request.title')}
      subtitle={sentTo === undefined ? t('request.subtitle') : undefined}
      back={{ href: loginHref, label: t('backToLogin') }}
    >
      {sentTo === undefined ? (
        <Form onSubmit={onSubmit} busy={busy} aria-label={t('request.title')}>
          <Stack spacing={2.5}>
            <FormAlert message={alert} title={t('request.errorTitle')} />
            <FormTextField
              {...email}
              label={t('email')}
              type="email"
              autoComplete="username"
              required
              autoFocus
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
              {busy ? t('request.submitting') : t('request.submit')}
            </Button>
          </Stack>
        </Form>
      ) : (
        <Stack spacing={2}>
          <Alert ref={sentRef} tabIndex={-1} severity="success" role="status">
            {t('request.sent', { email: sentTo })}
          </Alert>
          <Button variant="outlined" onClick={onAskAgain}>
            {t('request.askAgain')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
