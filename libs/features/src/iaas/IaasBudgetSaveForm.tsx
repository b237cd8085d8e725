import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IaasBudget } from '@nuvem/api-contract';
import { IaasBudgetNameFormSchema } from '@nuvem/api-contract/forms';
import { iaasPricingEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormTextField, type CalculatorLine } from '@nuvem/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface IaasBudgetSaveFormProps {
  cloudId: string;
  /** The estimate to save: its region and lines as they are when the form is sent. */
  region: string;
  lines: readonly CalculatorLine[];
  /** The budget was saved: e.g. fetch the list again. */
  onSaved?: (budget: IaasBudget) => void;
}

/**
 * Saves the calculator's estimate as a budget of the environment (POST …/iaas/budgets): its name checked by
 * the route's own rule before any request, one Idempotency-Key per save, and once saved the link to share it
 * (portal spec §4's shared-budget link).
 */
export function IaasBudgetSaveForm({ cloudId, region, lines, onSaved }: IaasBudgetSaveFormProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaas.saveBudget' });
  const session = useSession();
  const titleId = useId();
  const [saved, setSaved] = useState<IaasBudget>();
  const { submit, busy, alert, text, form } = useSchemaForm<{ name: string }, IaasBudget>({
    schema: IaasBudgetNameFormSchema,
    defaultValues: { name: '' },
    submit: ({ name }, { idempotencyKey }) =>
      session.client.call<IaasBudget>(iaasPricingEndpoints.createBudget, {
        params: { cloudId },
        body: { name, region, items: lines.map(({ sku, quantity }) => ({ sku, quantity })) },
        idempotencyKey,
      }),
    onSubmitted: (budget) => {
      setSaved(budget);
      form.reset({ name: '' });
      onSaved?.(budget);
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
        <Stack spacing={1.5}>
          <FormAlert message={alert} />
          <FormTextField {...text('name')} label={t('name')} helperText={t('nameHint')} required />
          <FormActions busy={busy} submitLabel={t('submit')} placement="start" />
          {saved ? (
            <Alert severity="success">
              {t('saved', { name: saved.name })} <Link href={saved.share_path}>{t('shareLink')}</Link>
            </Alert>
          ) : null}
        </Stack>
      </Form>
    </Paper>
  );
}
