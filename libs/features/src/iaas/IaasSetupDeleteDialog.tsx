import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';

/** What a delete asks to confirm: a network (with its subnets) or one subnet. */
export type IaasSetupDeletion =
  | { kind: 'network'; networkId: string; name: string }
  | { kind: 'subnet'; networkId: string; subnetId: string; name: string };

/** 'Excluir a rede …?': the delete is sent only once confirmed. */
export function IaasSetupDeleteDialog({
  deletion,
  onCancel,
  onConfirm,
}: {
  deletion: IaasSetupDeletion | undefined;
  onCancel: () => void;
  onConfirm: (deletion: IaasSetupDeletion) => void;
}) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSetup.delete' });
  const titleId = useId();
  return (
    <Dialog
      open={deletion !== undefined}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {deletion ? t(`${deletion.kind}Title`, { name: deletion.name }) : null}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {deletion ? t(`${deletion.kind}Text`, { name: deletion.name }) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => deletion && onConfirm(deletion)}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
