import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import type { FormFieldBinding } from '../Form/formFieldBinding';
import { FormSelect } from '../Form/FormSelect';
import { FormTextField } from '../Form/FormTextField';
import { LANGUAGE_NAMES } from '../i18n/languageNames';
import { LOCALES } from '../i18n/locales';
import { RetryAlert } from '../internal/RetryAlert';
import { ProfileSection } from './ProfileSection';

/** What the profile shows besides its fields: placeholders until read, or why it could not be read. */
export type ProfileLoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export interface ProfileDetailsFormProps {
  state: ProfileLoadState;
  onRetry?: () => void;
  /** Who the user is: shown, not edited (it is how they sign in). */
  email: string;
  fullName: FormFieldBinding;
  phone: FormFieldBinding;
  language: FormFieldBinding;
  onSubmit: () => void;
  busy?: boolean;
  alert?: string;
  /** The last save was taken: says so until the next change. */
  saved?: boolean;
}

/** Perfil › Dados pessoais: name, phone and the language of the portal and of the user's mail. */
export function ProfileDetailsForm({
  state,
  onRetry,
  email,
  fullName,
  phone,
  language,
  onSubmit,
  busy = false,
  alert,
  saved = false,
}: ProfileDetailsFormProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ProfileForms.details' });
  return (
    <ProfileSection title={t('title')} description={t('description')}>
      {(titleId) =>
        state.status === 'loading' ? (
          <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : state.status === 'error' ? (
          <RetryAlert title={t('loadError')} onRetry={onRetry}>
            {state.message}
          </RetryAlert>
        ) : (
          <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              <FormAlert message={alert} />
              <TextField
                label={t('email')}
                value={email}
                helperText={t('emailHint')}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
              <FormTextField {...fullName} label={t('fullName')} autoComplete="name" required fullWidth />
              <FormTextField
                {...phone}
                label={t('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                helperText={t('phoneHint')}
                fullWidth
              />
              <FormSelect
                {...language}
                label={t('language')}
                helperText={t('languageHint')}
                options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
                required
                fullWidth
              />
              <FormActions busy={busy} submitLabel={t('submit')} />
              {saved ? (
                <Alert severity="success" role="status">
                  {t('saved')}
                </Alert>
              ) : null}
            </Stack>
          </Form>
        )
      }
    </ProfileSection>
  );
}
