import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { IamUserItem } from '@nuvem/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';

export interface IamRemoveAccessDialogProps {
  user: IamUserItem | undefined;
  environment: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (user: IamUserItem) => void;
}

/** 'Remover acesso': says what it does (roles gone here, sign-ins ended when nothing else is left), then does it. */
export function IamRemoveAccessDialog({
  user,
  environment,
  busy,
  onClose,
  onConfirm,
}: IamRemoveAccessDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iam.removeDialog' });
  const titleId = useId();
  return (
    <Dialog open={user !== undefined} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title', { name: user?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('body', { name: user?.name ?? '', environment })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => user && onConfirm(user)}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
