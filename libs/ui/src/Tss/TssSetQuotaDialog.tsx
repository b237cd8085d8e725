import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormNumberField } from '../Form/FormNumberField';
import type { TssNumberBinding } from './TssRegisterDialog';
import { formatCnpj, type TssAdminCompanyItem } from './tssTypes';

export interface TssSetQuotaDialogProps {
  company: TssAdminCompanyItem;
  quotaHired: TssNumberBinding;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** 'Alterar cota' (staff): a company's hired documents a month, with what it has used this month. */
export function TssSetQuotaDialog({
  company,
  quotaHired,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: TssSetQuotaDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'Tss.quotaDialog' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {t('company', {
                name: company.corporateName,
                cnpj: formatCnpj(company.cnpj),
                used: company.quotaUsed.toLocaleString(i18n.language),
              })}
            </Typography>
            <FormAlert message={alert} />
            <FormNumberField {...quotaHired} label={t('quota')} integer required />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
