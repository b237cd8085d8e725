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

export interface CommercialRefuseDialogProps {
  /** What is refused, as the list names it. */
  name: string;
  reason: {
    name: string;
    value: string;
    onChange: (value: string) => void;
    onBlur?: () => void;
    error?: string;
    inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  };
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** Refusing a request: the reason the customer will read. */
export function CommercialRefuseDialog({
  name,
  reason,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: CommercialRefuseDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'CommercialRefuseDialog' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('title', { name })}
      </DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField
              {...reason}
              label={t('reason')}
              helperText={t('reasonHint')}
              multiline
              minRows={3}
              required
              autoFocus
            />
            <FormActions busy={busy} submitLabel={t('refuse')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
