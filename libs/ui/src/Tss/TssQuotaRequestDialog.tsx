import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormNumberField } from '../Form/FormNumberField';
import { formatCents } from '../format/formatCents';
import { formatCnpj, type TssCompanyItem } from './tssTypes';

export interface TssQuotaRequestDialogProps {
  company: Pick<TssCompanyItem, 'corporateName' | 'cnpj'>;
  /** The packages field, as the caller's form gives it. */
  packages: {
    name: string;
    value: number | undefined;
    onChange: (value: number | undefined) => void;
    onBlur?: () => void;
    error?: string;
    inputRef?: Ref<HTMLInputElement>;
  };
  /** What a package holds and costs (integer centavos a month). */
  packageDocuments: number;
  packagePriceCents: number;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * 'Pedir mais cota': packages of documents a month for one company, with what they add and cost a month
 * before the order is sent. Props in, callbacks out.
 */
export function TssQuotaRequestDialog({
  company,
  packages,
  packageDocuments,
  packagePriceCents,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: TssQuotaRequestDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'Tss.requestDialog' });
  const titleId = useId();
  const count = Number.isInteger(packages.value) && (packages.value ?? 0) > 0 ? packages.value! : 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {t('company', { name: company.corporateName, cnpj: formatCnpj(company.cnpj) })}
            </Typography>
            <FormAlert message={alert} />
            <FormNumberField
              {...packages}
              label={t('packages')}
              helperText={t('packagesHint', {
                documents: packageDocuments.toLocaleString(i18n.language),
                price: formatCents(packagePriceCents, i18n.language),
              })}
              integer
              required
            />
            <Typography variant="body2" role="status">
              {count > 0
                ? t('total', {
                    documents: (count * packageDocuments).toLocaleString(i18n.language),
                    price: formatCents(count * packagePriceCents, i18n.language),
                  })
                : t('totalNone')}
            </Typography>
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
