import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { InsightsGroup } from '@nuvem/api-contract';
import { InsightsGroupCreateBodySchema } from '@nuvem/api-contract/forms';
import { insightsAdminEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormTextField } from '@nuvem/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';

interface GroupValues {
  name: string;
  description: string;
}

const empty: GroupValues = { name: '', description: '' };

export interface InsightsGroupCreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** The API created it: the screen opens its panel to add members and grants. */
  onCreated: (group: InsightsGroup) => void;
}

/** 'Novo grupo': a name (unique) and an optional description, held to the route's schema before sending. */
export function InsightsGroupCreateDialog({ open, onClose, onCreated }: InsightsGroupCreateDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'insightsAdmin.createDialog' });
  const session = useSession();
  const titleId = useId();
  const { submit, busy, alert, text, form } = useSchemaForm<GroupValues, InsightsGroup>({
    schema: InsightsGroupCreateBodySchema,
    defaultValues: empty,
    submit: (values, { idempotencyKey }) =>
      session.client.call<InsightsGroup>(insightsAdminEndpoints.createGroup, {
        body: {
          name: values.name,
          description: values.description.trim() === '' ? null : values.description,
        },
        idempotencyKey,
      }),
    onSubmitted: (group) => {
      form.reset(empty);
      onCreated(group);
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...text('name')} label={t('name')} required autoFocus />
            <FormTextField {...text('description')} label={t('description')} multiline minRows={2} />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
