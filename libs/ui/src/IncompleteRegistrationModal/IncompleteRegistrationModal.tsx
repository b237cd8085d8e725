import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PREFERENCES_HREF } from './incompleteRegistrationRoutes';

export interface IncompleteRegistrationModalProps {
  /** Whether the modal is shown (the shell opens it when the user has no mobile number, spec §2.10). */
  open: boolean;
  /** The user dismissed it: 'Agora não', Escape or a click outside. */
  onClose: () => void;
  /** The user chose to complete the registration; the link then navigates to `href`. */
  onGoToPreferences?: () => void;
  /** The user-preferences route. */
  href?: string;
}

/** 'Cadastro incompleto' (portal spec §2.10): asks for a mobile number and leads to user-preferences. */
export function IncompleteRegistrationModal({
  open,
  onClose,
  onGoToPreferences,
  href = USER_PREFERENCES_HREF,
}: IncompleteRegistrationModalProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IncompleteRegistrationModal' });
  const titleId = useId();
  const bodyId = useId();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      transitionDuration={reduceMotion ? 0 : undefined}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          <PhoneIphoneOutlinedIcon />
        </Box>
        {t('title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ color: 'text.primary' }}>
          {t('body')}
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {t('detail')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('notNow')}</Button>
        <Button variant="contained" href={href} onClick={onGoToPreferences} autoFocus>
          {t('goToPreferences')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
