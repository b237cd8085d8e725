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
export interface UsageTermFormField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export interface UsageTermDraftDialogProps {
  /** create: a new draft; edit: the draft's text changed. */
  mode: 'create' | 'edit';
  title: UsageTermFormField;
  body: UsageTermFormField;
  /** The customers' codes, separated by commas; empty: every customer. */
  customers: UsageTermFormField;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** 'Nova versão' and 'Editar rascunho' of the terms: title, text, and the customers it applies to. */
export function UsageTermDraftDialog({
  mode,
  title,
  body,
  customers,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: UsageTermDraftDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'UsageTermDraftDialog' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{mode === 'create' ? t('createTitle') : t('editTitle')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...title} label={t('title')} required autoFocus />
            <FormTextField
              {...body}
              label={t('body')}
              helperText={t('bodyHint')}
              multiline
              minRows={8}
              required
            />
            <FormTextField {...customers} label={t('customers')} helperText={t('customersHint')} />
            <FormActions busy={busy} submitLabel={t('save')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
