import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormSelect } from '../Form/FormSelect';
import { FormTextField } from '../Form/FormTextField';
import type { MarketplaceFormField } from './MarketplaceOfferDialog';

type TextField_ = MarketplaceFormField<string>;

export interface MarketplacePlanFields {
  /** Stable across edits (react key). */
  key: string;
  name: TextField_;
  price: TextField_;
  recurrence: TextField_;
}

export interface MarketplaceOfferFormDialogProps {
  mode: 'create' | 'edit';
  name: TextField_;
  vendor: TextField_;
  category: TextField_;
  description: TextField_;
  audience: TextField_;
  plans: readonly MarketplacePlanFields[];
  /** Why the plans as a whole are refused (none for a published offer). */
  plansError?: string;
  customers: {
    value: readonly string[];
    options: readonly { code: string; name: string }[];
    onChange: (codes: string[]) => void;
    error?: string;
  };
  /** The offer has purchases: a price changed applies to new ones only (said beside the plans). */
  hasPurchases?: boolean;
  alert?: string;
  busy?: boolean;
  onAddPlan: () => void;
  onRemovePlan: (index: number) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const categories = ['backup', 'monitoring', 'protheus', 'erp', 'security'] as const;

/**
 * 'Nova oferta' and 'Editar oferta' (AWS Marketplace Management Portal's product and pricing pages): the
 * offer's name, vendor, category and description, its plans (name, price in reais, monthly or one-off) and the
 * customers it is shown to (all, or those chosen). Props in, callbacks out.
 */
export function MarketplaceOfferFormDialog({
  mode,
  name,
  vendor,
  category,
  description,
  audience,
  plans,
  plansError,
  customers,
  hasPurchases = false,
  alert,
  busy = false,
  onAddPlan,
  onRemovePlan,
  onSubmit,
  onClose,
}: MarketplaceOfferFormDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'MarketplaceOfferFormDialog' });
  const { t: label } = useTranslation('ui', { keyPrefix: 'MarketplaceLabels' });
  const titleId = useId();
  const byCode = new Map(customers.options.map((option) => [option.code, option]));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{mode === 'create' ? t('createTitle') : t('editTitle')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...name} label={t('name')} required autoFocus />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField {...vendor} label={t('vendor')} required fullWidth />
              <FormSelect
                {...category}
                label={t('category')}
                required
                fullWidth
                options={categories.map((value) => ({ value, label: label(`category.${value}`) }))}
              />
            </Stack>
            <FormTextField {...description} label={t('description')} required multiline />
            <Typography component="h3" variant="subtitle1">
              {t('plans')}
            </Typography>
            {hasPurchases ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('priceChangeNote')}
              </Typography>
            ) : null}
            {plansError ? (
              <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
                {plansError}
              </Typography>
            ) : null}
            {plans.map((plan, index) => (
              <Paper key={plan.key} variant="outlined" sx={{ p: 1.5 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <FormTextField
                    {...plan.name}
                    label={t('planName', { number: index + 1 })}
                    required
                    fullWidth
                  />
                  <FormTextField
                    {...plan.price}
                    label={t('planPrice', { number: index + 1 })}
                    helperText={t('planPriceHint')}
                    inputMode="decimal"
                    required
                    fullWidth
                  />
                  <FormSelect
                    {...plan.recurrence}
                    label={t('planRecurrence', { number: index + 1 })}
                    required
                    fullWidth
                    options={[
                      { value: 'monthly', label: t('monthly') },
                      { value: 'once', label: t('once') },
                    ]}
                  />
                  <IconButton
                    aria-label={t('removePlan', { number: index + 1 })}
                    onClick={() => onRemovePlan(index)}
                    disabled={busy}
                    sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Stack>
              </Paper>
            ))}
            <Button
              startIcon={<AddOutlined />}
              onClick={onAddPlan}
              disabled={busy || plans.length >= 10}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('addPlan')}
            </Button>
            <FormSelect
              {...audience}
              label={t('audience')}
              required
              options={[
                { value: 'all', label: t('audienceAll') },
                { value: 'chosen', label: t('audienceChosen') },
              ]}
            />
            {audience.value === 'chosen' ? (
              <Autocomplete<string, true>
                multiple
                options={customers.options.map((option) => option.code)}
                value={[...customers.value]}
                onChange={(_, codes) => customers.onChange(codes)}
                getOptionLabel={(code) => {
                  const option = byCode.get(code);
                  return option ? `${option.name} (${code})` : code;
                }}
                disabled={busy}
                noOptionsText={t('noCustomers')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('customers')}
                    error={!!customers.error}
                    helperText={customers.error ?? t('customersHint')}
                  />
                )}
              />
            ) : null}
            <FormActions
              busy={busy}
              submitLabel={mode === 'create' ? t('create') : t('save')}
              onCancel={onClose}
              placement="end"
            />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
