import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsageTermItem } from './usageTermsTypes';

export interface UsageTermPublishDialogProps {
  term: UsageTermItem;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirms publishing a draft: every user it applies to must then accept it before using the portal. */
export function UsageTermPublishDialog({
  term,
  busy = false,
  onConfirm,
  onClose,
}: UsageTermPublishDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'UsageTermPublishDialog' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('title', { title: term.title })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {term.customerCodes.length === 0
            ? t('textAll')
            : t('textSome', { customers: term.customerCodes.join(', ') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
