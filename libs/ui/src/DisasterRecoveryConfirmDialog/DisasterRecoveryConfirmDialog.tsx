import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface DisasterRecoveryConfirmDialogProps {
  open: boolean;
  /** What is about to happen, e.g. 'Ativar a recuperação de desastre?'. */
  title: string;
  /** Its consequences, in a sentence or two. */
  description: string;
  /** The confirming button's label, e.g. 'Ativar DR'. */
  confirmLabel: string;
  /** danger: the confirming button is red (a failover); default: the primary colour. */
  tone?: 'danger' | 'default';
  /**
   * When given, the user types this (the environment's code) to confirm; what they typed goes to `onConfirm`
   * and the API checks it. Without it, a click confirms.
   */
  typedConfirmation?: string;
  /** The action is on its way: a spinner, and the buttons wait. */
  busy?: boolean;
  /** Why the action was refused (already translated); shown in the dialog, which stays open. */
  error?: string | null;
  /** Confirmed; `typed` is what the user typed (empty without `typedConfirmation`). */
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a disaster-recovery action (a plan test, a failover, a restoration, a download): what will
 * happen, optionally a typed confirmation (the environment's code, as cloud consoles ask before a failover), and
 * the refusal's message when the API says no.
 */
export function DisasterRecoveryConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'default',
  typedConfirmation,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: DisasterRecoveryConfirmDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DisasterRecoveryConfirmDialog' });
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  // Each opening starts with an empty field.
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const ready = typedConfirmation === undefined || typed.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onConfirm(typed);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>{description}</DialogContentText>
          {typedConfirmation !== undefined ? (
            <TextField
              autoFocus
              fullWidth
              size="small"
              margin="normal"
              autoComplete="off"
              label={t('typeToConfirm', { value: typedConfirmation })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={busy}
            />
          ) : null}
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={tone === 'danger' ? 'error' : 'primary'}
            disabled={!ready || busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            autoFocus={typedConfirmation === undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
