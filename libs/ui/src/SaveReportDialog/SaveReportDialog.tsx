import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The longest report name the API keeps. */
export const REPORT_NAME_MAX = 200;

export interface SaveReportDialogProps {
  open: boolean;
  /** The name the box starts with (a new report's provisional one). */
  defaultName: string;
  /** While the save is under way: the buttons wait. */
  saving?: boolean;
  /** Why the last save failed (translated), shown above the buttons. */
  error?: string;
  /** 'Salvar' with a valid name (trimmed). */
  onSave(name: string): void;
  /** 'Cancelar', Escape or a click outside. */
  onCancel(): void;
  /**
   * Near the top instead of centred: in an embedded frame taller than the part of it on screen (the portal's
   * is 1200px high), a centred dialog can sit below the fold.
   */
  nearTop?: boolean;
}

/** Names a report as it is saved (a report being created, or save as): a name of 1 to 200 characters. */
export function SaveReportDialog({
  open,
  defaultName,
  saving = false,
  error,
  onSave,
  onCancel,
  nearTop = false,
}: SaveReportDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SaveReportDialog' });
  const titleId = useId();
  const [name, setName] = useState(defaultName);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const problem =
    trimmed === ''
      ? t('nameRequired')
      : trimmed.length > REPORT_NAME_MAX
        ? t('nameTooLong', { max: REPORT_NAME_MAX })
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && !saving) onSave(trimmed);
  };
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={
        nearTop
          ? { '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: 12 } }
          : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem !== undefined}
            helperText={touched ? problem : undefined}
            required
            slotProps={{ htmlInput: { maxLength: REPORT_NAME_MAX + 50 } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
