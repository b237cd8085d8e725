import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { IamUserRoles } from '@nuvem/api-contract';
import { iamEndpoints } from '@nuvem/api-contract/paths';
import { IamUsersList, useIamUserColumns, type IamUserItem } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';
import { IamInviteDialog } from './IamInviteDialog';
import { IamRemoveAccessDialog } from './IamRemoveAccessDialog';
import { IamRolesDialog } from './IamRolesDialog';
import { iamRoleOptionOf, iamUserAccessors, iamUserOf, useEnvironmentUsers } from './useEnvironmentUsers';

export interface IamUsersContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onEditRoles: () => {}, onRemoveAccess: () => {}, onResendInvite: () => {} };

/**
 * Gestão de usuários on the API: who has access to the current environment and with which roles; invite by
 * e-mail, change roles, send an invitation again, remove access. The API applies the grant rules; the screen
 * shows the same ones beforehand (a role the administrator may not give is disabled with why; their own row
 * and the last administrator's removal are refused with why).
 */
export function IamUsersContainer({ search, onSearchChange }: IamUsersContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iam' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const account = useCurrentAccount();
  const cloudId = account?.cloud_id;
  const allowed = useShellPermissions()?.userManagement ?? false;
  const selfEmail = useMe().data?.email;
  const users = useEnvironmentUsers(cloudId, allowed);
  const state = useLoadState(users.data, users.error);

  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<IamUserItem>();
  const [removing, setRemoving] = useState<IamUserItem>();
  const [busy, setBusy] = useState(false);
  const [dialogAlert, setDialogAlert] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<string>();

  const items = useMemo(
    () => users.data?.users.map((user) => iamUserOf(user, selfEmail, users.admins)) ?? [],
    [users.data, users.admins, selfEmail],
  );
  const roles = useMemo(
    () => users.data?.roles.map((role) => iamRoleOptionOf(role, (name) => t('notHeld', { name }))) ?? [],
    [users.data, t],
  );
  const roleNames = useMemo(() => roles.map((role) => role.name), [roles]);

  // The columns tell useCollection which fields filter and sort; the list draws its own with the actions.
  const columns = useIamUserColumns(roleNames, NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'iam-users', columns, search, onSearchChange },
    { items, state, retry: () => void users.mutate(), accessors: iamUserAccessors },
  );

  const refused = (error: unknown) => noticeOf(error)?.message ?? t('failed');
  const act = async (work: () => Promise<unknown>, success: string, inDialog: boolean) => {
    setBusy(true);
    setDialogAlert(undefined);
    setRefusal(undefined);
    setDone(undefined);
    try {
      await work();
      await users.mutate();
      setDone(success);
      setEditing(undefined);
      setRemoving(undefined);
    } catch (error) {
      if (inDialog) setDialogAlert(refused(error));
      else {
        setRefusal(refused(error));
        setRemoving(undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  const setRoles = (user: IamUserItem, roleIds: string[]) =>
    void act(
      () =>
        session.client.call<IamUserRoles>(iamEndpoints.setEnvironmentUserRoles, {
          params: { cloudId: cloudId ?? '', userId: user.id },
          body: { role_ids: roleIds },
        }),
      t('rolesChanged', { name: user.name }),
      true,
    );
  const removeAccess = (user: IamUserItem) =>
    void act(
      () =>
        session.client.call(iamEndpoints.removeEnvironmentUser, {
          params: { cloudId: cloudId ?? '', userId: user.id },
        }),
      t('accessRemoved', { name: user.name }),
      false,
    );
  const resend = (user: IamUserItem) =>
    void act(
      () =>
        session.client.call(iamEndpoints.resendInvitation, {
          params: { cloudId: cloudId ?? '', userId: user.id },
          idempotencyKey: crypto.randomUUID(),
        }),
      t('inviteResent', { email: user.email }),
      false,
    );

  const inviteAction = (
    <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
      {t('invite')}
    </Button>
  );
  const environment = account ? `${account.cloud_id} — ${account.corporate_name}` : '';

  return (
    <Stack spacing={1.5}>
      {refusal ? (
        <Alert severity="error" role="alert" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      ) : null}
      <IamUsersList
        {...listProps}
        roleNames={roleNames}
        inviteAction={inviteAction}
        busy={busy}
        onEditRoles={(user) => {
          setDialogAlert(undefined);
          setEditing(user);
        }}
        onRemoveAccess={setRemoving}
        onResendInvite={resend}
      />
      <IamInviteDialog
        open={inviting}
        cloudId={cloudId ?? ''}
        roles={roles}
        onClose={() => setInviting(false)}
        onInvited={(answer, values) => {
          setInviting(false);
          setRefusal(undefined);
          setDone(
            answer.invited
              ? t('invited', { email: values.email })
              : t('granted', { name: values.full_name, environment }),
          );
          void users.mutate();
        }}
      />
      <IamRolesDialog
        user={editing}
        roles={roles}
        busy={busy}
        alert={dialogAlert}
        onClose={() => setEditing(undefined)}
        onSubmit={setRoles}
      />
      <IamRemoveAccessDialog
        user={removing}
        environment={environment}
        busy={busy}
        onClose={() => setRemoving(undefined)}
        onConfirm={removeAccess}
      />
    </Stack>
  );
}
