import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  Form,
  FormActions,
  FormAlert,
  IamRoleChecklist,
  type IamRoleOption,
  type IamUserItem,
} from '@nuvem/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';

export interface IamRolesDialogProps {
  /** Whose roles; closed without one. */
  user: IamUserItem | undefined;
  roles: readonly IamRoleOption[];
  busy: boolean;
  /** The API's refusal, translated. */
  alert?: string;
  onClose: () => void;
  onSubmit: (user: IamUserItem, roleIds: string[]) => void;
}

/**
 * 'Alterar papéis': the person's roles on this environment, as a checklist of what the administrator may give
 * (what they may not is listed disabled, with why). Saving sets exactly the roles checked.
 */
export function IamRolesDialog({ user, roles, busy, alert, onClose, onSubmit }: IamRolesDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iam.rolesDialog' });
  const titleId = useId();
  const [selected, setSelected] = useState<readonly string[]>([]);
  useEffect(() => setSelected(user?.roles.map((role) => role.id) ?? []), [user]);
  return (
    <Dialog open={user !== undefined} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title', { name: user?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => user && onSubmit(user, [...selected])} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <IamRoleChecklist
              label={t('roles')}
              roles={roles}
              selected={selected}
              onChange={setSelected}
              disabled={busy}
            />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
