import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormTextField } from '../Form/FormTextField';

/** One field of the form, as the caller's form state gives it (features' useSchemaForm `text()`). */
export interface VaultFormField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Why the value is refused, translated. */
  error?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export interface VaultSecretDialogProps {
  /** create: name, description and value; version: a new value of `secretName`. */
  mode: 'create' | 'version';
  secretName?: string;
  name?: VaultFormField;
  description?: VaultFormField;
  value: VaultFormField;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * 'Criar segredo' and 'Nova versão' (AWS's 'Store a new secret', 'Retrieve and update'): the value typed in a
 * masked multi-line field that the browser does not remember. Props in, callbacks out.
 */
export function VaultSecretDialog({
  mode,
  secretName = '',
  name,
  description,
  value,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: VaultSecretDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VaultSecretDialog' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {mode === 'create' ? t('createTitle') : t('versionTitle', { name: secretName })}
      </DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            {mode === 'create' && name ? (
              <FormTextField {...name} label={t('name')} helperText={t('nameHint')} required autoFocus />
            ) : null}
            {mode === 'create' && description ? (
              <FormTextField {...description} label={t('description')} />
            ) : null}
            <FormTextField
              {...value}
              label={t('value')}
              helperText={mode === 'create' ? t('valueHint') : t('versionHint')}
              multiline
              minRows={3}
              autoComplete="off"
              required
              autoFocus={mode === 'version'}
              sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.8125rem' } }}
            />
            <FormActions
              busy={busy}
              submitLabel={mode === 'create' ? t('create') : t('save')}
              onCancel={onClose}
              placement="end"
            />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
