import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RemoveResourcesDialogProps {
  /** The resources' names; empty: closed. */
  names: readonly string[];
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Removing resources asks for a typed confirmation, as a machine's delete does: one resource's name, or for
 * several 'remover N' (each is then removed with its own name, by the caller).
 */
export function RemoveResourcesDialog({ names, onClose, onConfirm }: RemoveResourcesDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasManagerPage' });
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const count = names.length;
  const phrase = t('removePhrase', { count, name: names[0] ?? '' });
  const matches = typed.trim() === phrase;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={count > 0} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('removeTitle', { count })}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches) return;
          setTyped('');
          onConfirm();
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('removeText', { names: names.join(', '), phrase, interpolation: { escapeValue: false } })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('removeLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={typed !== '' && !matches}
            helperText={typed !== '' && !matches ? t('removeMismatch') : ' '}
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches}>
            {t('removeConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
