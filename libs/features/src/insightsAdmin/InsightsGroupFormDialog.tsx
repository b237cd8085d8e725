import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { InsightsGroup } from '@nuvem/api-contract';
import { InsightsGroupCreateBodySchema } from '@nuvem/api-contract/forms';
import { insightsAdminEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormTextField, type InsightsGroupItem } from '@nuvem/ui';
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

export interface InsightsGroupFormDialogProps {
  open: boolean;
  /** The group renamed; none: a new group. */
  group?: InsightsGroupItem;
  onClose: () => void;
  /** The API took it: a new group (the screen opens its panel) or the group changed. */
  onSaved: (group: InsightsGroup) => void;
}

/**
 * 'Novo grupo' and 'Editar o grupo': a name (unique, whatever the case) and an optional description, held to the
 * route's schema before sending (create and update share the rules of a name and a description).
 */
export function InsightsGroupFormDialog({ open, group, onClose, onSaved }: InsightsGroupFormDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'insightsAdmin' });
  const session = useSession();
  const titleId = useId();
  const { submit, busy, alert, text, form } = useSchemaForm<GroupValues, InsightsGroup>({
    schema: InsightsGroupCreateBodySchema,
    // Mounted per opening (the screen draws it only while open): it starts from the group as it is then.
    defaultValues: group ? { name: group.name, description: group.description ?? '' } : empty,
    submit: (values, { idempotencyKey }) => {
      const body = {
        name: values.name,
        description: values.description.trim() === '' ? null : values.description,
      };
      return group
        ? session.client.call<InsightsGroup>(insightsAdminEndpoints.updateGroup, {
            params: { groupId: group.id },
            body,
            idempotencyKey,
          })
        : session.client.call<InsightsGroup>(insightsAdminEndpoints.createGroup, { body, idempotencyKey });
    },
    onSubmitted: (saved) => {
      form.reset(empty);
      onSaved(saved);
    },
  });
  const mode = group ? 'editDialog' : 'createDialog';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(`${mode}.title`)}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...text('name')} label={t('createDialog.name')} required autoFocus />
            <FormTextField
              {...text('description')}
              label={t('createDialog.description')}
              multiline
              minRows={2}
            />
            <FormActions busy={busy} submitLabel={t(`${mode}.submit`)} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
