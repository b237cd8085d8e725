import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormNumberField } from '../Form/FormNumberField';
import { FormSelect } from '../Form/FormSelect';
import { FormTextField } from '../Form/FormTextField';
import type { FormFieldBinding } from '../Form/formFieldBinding';

export interface TssNumberBinding {
  name: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export interface TssRegisterDialogProps {
  tCode: FormFieldBinding;
  cnpj: FormFieldBinding;
  corporateName: FormFieldBinding;
  environment: FormFieldBinding;
  quotaHired: TssNumberBinding;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** 'Cadastrar empresa' (staff): a customer's company for TSS, its environment and quota. Props in, callbacks out. */
export function TssRegisterDialog({
  tCode,
  cnpj,
  corporateName,
  environment,
  quotaHired,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: TssRegisterDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'Tss.registerDialog' });
  const { t: tTss } = useTranslation('ui', { keyPrefix: 'Tss' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...tCode} label={t('tCode')} helperText={t('tCodeHint')} required autoFocus />
            <FormTextField {...cnpj} label={t('cnpj')} helperText={t('cnpjHint')} required />
            <FormTextField {...corporateName} label={t('corporateName')} required />
            <FormSelect
              {...environment}
              label={t('environment')}
              options={(['production', 'homologation'] as const).map((value) => ({
                value,
                label: tTss(`environment.${value}`),
              }))}
              required
            />
            <FormNumberField
              {...quotaHired}
              label={t('quota')}
              helperText={t('quotaHint')}
              integer
              required
            />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
