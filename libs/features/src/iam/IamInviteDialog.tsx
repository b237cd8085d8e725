import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { IamInviteAnswer } from '@nuvem/api-contract';
import { IamInviteBodySchema } from '@nuvem/api-contract/forms';
import { iamEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormTextField, IamRoleChecklist, type IamRoleOption } from '@nuvem/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';

interface InviteValues {
  email: string;
  full_name: string;
  role_ids: string[];
}

const empty: InviteValues = { email: '', full_name: '', role_ids: [] };

export interface IamInviteDialogProps {
  open: boolean;
  cloudId: string;
  roles: readonly IamRoleOption[];
  onClose: () => void;
  /** The API took it: a new account was invited, or a known person given the roles. */
  onInvited: (answer: IamInviteAnswer, values: InviteValues) => void;
}

/**
 * 'Convidar usuário': an e-mail, a name and the roles on this environment, held to the route's schema before
 * any request. The person gets a mail with a link that sets their password (valid for a limited time, once);
 * someone who already has an account simply gets the roles.
 */
export function IamInviteDialog({ open, cloudId, roles, onClose, onInvited }: IamInviteDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iam.inviteDialog' });
  const session = useSession();
  const titleId = useId();
  const { submit, busy, alert, text, field, form } = useSchemaForm<InviteValues, IamInviteAnswer>({
    schema: IamInviteBodySchema,
    defaultValues: empty,
    submit: (body, { idempotencyKey }) =>
      session.client.call<IamInviteAnswer>(iamEndpoints.inviteEnvironmentUser, {
        params: { cloudId },
        body,
        idempotencyKey,
      }),
    onSubmitted: (answer, values) => {
      form.reset(empty);
      onInvited(answer, values);
    },
  });
  const roleIds = field('role_ids');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...text('email')} label={t('email')} type="email" required autoFocus />
            <FormTextField {...text('full_name')} label={t('name')} required />
            <IamRoleChecklist
              label={t('roles')}
              roles={roles}
              selected={roleIds.value ?? []}
              onChange={(next) => roleIds.onChange(next)}
              error={roleIds.error}
              disabled={busy}
            />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
