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
export interface IaasSshKeyFormField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Why the value is refused, translated. */
  error?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export interface IaasSshKeyAddDialogProps {
  open: boolean;
  name: IaasSshKeyFormField;
  publicKey: IaasSshKeyFormField;
  /**
   * Said under the key as soon as a private key is in it (the caller checks, with the route's own rule), before
   * anything is sent; a refusal of the field's own comes first.
   */
  privateKeyWarning?: string;
  /** The refusal no field owns (the API's, translated). */
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * 'Adicionar chave SSH' (AWS's 'Import key pair'): a name and the public key pasted, in monospace. Props in,
 * callbacks out: the caller holds the values, checks them and sends them.
 */
export function IaasSshKeyAddDialog({
  open,
  name,
  publicKey,
  privateKeyWarning,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: IaasSshKeyAddDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasSshKeyAddDialog' });
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...name} label={t('name')} helperText={t('nameHint')} required autoFocus />
            <FormTextField
              {...publicKey}
              error={publicKey.error ?? privateKeyWarning}
              label={t('publicKey')}
              helperText={t('publicKeyHint')}
              multiline
              minRows={4}
              autoComplete="off"
              required
              sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.8125rem' } }}
            />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
