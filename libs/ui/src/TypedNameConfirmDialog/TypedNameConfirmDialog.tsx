import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TypedNameConfirmDialogProps {
  open: boolean;
  /** What must be typed: the name of what is deleted. */
  name: string;
  title: string;
  /** What happens, and that the name is to be typed. */
  text: string;
  /** The field's label (e.g. 'Nome da máquina'). */
  label: string;
  /** The confirm button (e.g. 'Excluir'). */
  confirmLabel: string;
  /** Said while what is typed differs: 'O nome não confere.' by default. */
  mismatchText?: string;
  onClose: () => void;
  /** Called with the name, only once what is typed matches it (spaces around it aside). */
  onConfirm: (typed: string) => void;
}

/**
 * A destructive action confirmed by typing the resource's name (issue 30): the confirm button stays disabled
 * until the name matches, and Enter in the field confirms. Used by a machine's delete and the setup screen's
 * network and subnet deletes.
 */
export function TypedNameConfirmDialog({
  open,
  name,
  title,
  text,
  label,
  confirmLabel,
  mismatchText,
  onClose,
  onConfirm,
}: TypedNameConfirmDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'TypedNameConfirmDialog' });
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const matches = typed.trim() === name;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches) return;
          setTyped('');
          onConfirm(name);
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{text}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={label}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            error={typed !== '' && !matches}
            helperText={typed !== '' && !matches ? (mismatchText ?? t('mismatch')) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
