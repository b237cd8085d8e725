import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormTextField } from '../Form/FormTextField';
import type { VaultFormField } from './VaultSecretDialog';

export interface VaultKeyDialogProps {
  /** register: a name and optional material; rotate: optional material for `keyName`'s new version. */
  mode: 'register' | 'rotate';
  keyName?: string;
  name?: VaultFormField;
  material: VaultFormField;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * 'Registrar chave' and 'Rotacionar' (AWS KMS's 'Import key material', 'Rotate now'): the customer's 256-bit
 * material pasted, or nothing for a generated key. The material is never shown back. Props in, callbacks out.
 */
export function VaultKeyDialog({
  mode,
  keyName = '',
  name,
  material,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: VaultKeyDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VaultKeyDialog' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {mode === 'register' ? t('registerTitle') : t('rotateTitle', { name: keyName })}
      </DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mode === 'rotate' ? <DialogContentText>{t('rotateText')}</DialogContentText> : null}
            <FormAlert message={alert} />
            {mode === 'register' && name ? (
              <FormTextField {...name} label={t('name')} helperText={t('nameHint')} required autoFocus />
            ) : null}
            <FormTextField
              {...material}
              label={t('material')}
              helperText={t('materialHint')}
              autoComplete="off"
              sx={{ '& input': { fontFamily: 'monospace', fontSize: '0.8125rem' } }}
            />
            <FormActions
              busy={busy}
              submitLabel={mode === 'register' ? t('register') : t('rotate')}
              onCancel={onClose}
              placement="end"
            />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
