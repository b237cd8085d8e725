import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import type { FormFieldBinding } from '../Form/formFieldBinding';
import { FormTextField } from '../Form/FormTextField';
import { ProfileSection } from './ProfileSection';

export interface ChangePasswordFormProps {
  current: FormFieldBinding;
  next: FormFieldBinding;
  confirmation: FormFieldBinding;
  /** The least length of a password (api-contract's rules), said under the new one. */
  minLength: number;
  onSubmit: () => void;
  busy?: boolean;
  alert?: string;
  /** The password was changed: says so, and that the other sessions ended. */
  changed?: boolean;
}

/** Perfil › Senha: the current password, and the new one twice. */
export function ChangePasswordForm({
  current,
  next,
  confirmation,
  minLength,
  onSubmit,
  busy = false,
  alert,
  changed = false,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ProfileForms.password' });
  return (
    <ProfileSection title={t('title')} description={t('description')}>
      {(titleId) => (
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ maxWidth: 520 }}>
            <FormAlert message={alert} title={t('errorTitle')} />
            <FormTextField
              {...current}
              label={t('current')}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
            />
            <FormTextField
              {...next}
              label={t('next')}
              type="password"
              autoComplete="new-password"
              helperText={t('rules', { count: minLength })}
              required
              fullWidth
            />
            <FormTextField
              {...confirmation}
              label={t('confirmation')}
              type="password"
              autoComplete="new-password"
              required
              fullWidth
            />
            <FormActions busy={busy} submitLabel={t('submit')} />
            {changed ? (
              <Alert severity="success" role="status">
                {t('changed')}
              </Alert>
            ) : null}
          </Stack>
        </Form>
      )}
    </ProfileSection>
  );
}
