import CloseIcon from '@mui/icons-material/Close';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblemOf } from './emailValidation';

export interface ImpersonateUsersProps {
  /** The e-mail of the user being impersonated, if any: shown as 'Visualizando como …' with a stop button. */
  impersonating?: string;
  /** Called with the (trimmed) e-mail when staff confirm 'Personificar'. */
  onImpersonate: (email: string) => void;
  /** Ends the impersonation. */
  onStopImpersonating: () => void;
}

/**
 * Impersonate users, for provider staff (portal spec §2.7): a button opening a dialog that asks for the
 * user's e-mail, and, while impersonating, a visible reminder of whom the portal is showing, with a way out.
 */
export function ImpersonateUsers({
  impersonating,
  onImpersonate,
  onStopImpersonating,
}: ImpersonateUsersProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ImpersonateUsers' });
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  // Errors show after the first attempt to submit, then follow the typing.
  const [attempted, setAttempted] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const dialogId = useId();
  const problem = attempted ? emailProblemOf(email) : null;

  const close = () => {
    setOpen(false);
    setEmail('');
    setAttempted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (emailProblemOf(email) !== null) return;
    onImpersonate(email.trim());
    close();
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {impersonating ? (
        <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
          <Chip
            variant="outlined"
            icon={<SupervisorAccountOutlined />}
            label={t('viewingAs', { email: impersonating })}
            sx={{
              maxWidth: { xs: 180, md: 320 },
              borderColor: 'warning.main',
              borderWidth: 2,
              color: 'text.primary',
              '& .MuiChip-icon': { color: 'warning.main' },
            }}
            title={t('viewingAs', { email: impersonating })}
          />
          <Tooltip title={t('stop')}>
            <IconButton color="inherit" size="small" aria-label={t('stop')} onClick={onStopImpersonating}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : null}
      <Tooltip title={t('button')}>
        <IconButton
          color="inherit"
          aria-label={t('button')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => setOpen(true)}
        >
          <PersonSearchOutlined />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { id: dialogId } }}
      >
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
              {t('description')}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              required
              type="email"
              autoComplete="off"
              label={t('email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problem !== null}
              helperText={problem === 'required' ? t('required') : problem === 'invalid' ? t('invalid') : ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('submit')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Stack>
  );
}
