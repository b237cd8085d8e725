import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { IamRole } from '@nuvem/api-contract';
import { iamEndpoints } from '@nuvem/api-contract/paths';
import { IamRolesList, TypedNameConfirmDialog, useIamRoleColumns, type IamRoleItem } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { iamRoleItemOf } from './iamCatalogueView';
import { IamRoleEditorContainer, type IamRoleEditing } from './IamRoleEditorContainer';
import { useIamRoles } from './useIamStaffData';

export interface IamRolesContainerProps {
  /** The address's search params (the list's filter, sort, page; `role`: the role whose editor is open). */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/** The address's parameter naming the role whose editor is open (Funcionalidades links to it). */
export const IAM_ROLE_PARAM = 'role';

/** How the roles list filters and sorts in memory; free text in name, key and description. */
export const iamRoleAccessors: CollectionAccessors<IamRoleItem> = {
  valueOf: (role, field) =>
    field === 'name'
      ? role.name
      : field === 'scope'
        ? role.scope
        : field === 'builtIn'
          ? role.builtIn
            ? 'builtIn'
            : 'custom'
          : field === 'features'
            ? role.features.length + role.flags.length
            : field === 'holders'
              ? role.holders
              : null,
  textOf: (role) => `${role.name}\n${role.key}\n${role.description ?? ''}`,
};

const NO_ACTIONS = { onEdit: () => {}, onDuplicate: () => {}, onDelete: () => {} };

/**
 * Perfis on the API: every role (GET /iam/roles), created, duplicated, edited as a set of features and flags,
 * deleted after typing its name (a built-in role or one still granted is refused beforehand, with why, as the
 * API refuses it). Every write carries an Idempotency-Key.
 */
export function IamRolesContainer({ search, onSearchChange }: IamRolesContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iamStaff' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.iamRoles ?? false;
  const roles = useIamRoles(allowed);
  const state = useLoadState(roles.data, roles.error);
  const items = useMemo(() => roles.data?.roles.map(iamRoleItemOf) ?? [], [roles.data]);
  const byId = useMemo(() => new Map(roles.data?.roles.map((role) => [role.role_id, role])), [roles.data]);

  const [creating, setCreating] = useState<IamRoleEditing>();
  const [removing, setRemoving] = useState<IamRoleItem>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<string>();

  const openId = search.get(IAM_ROLE_PARAM);
  const openRole = openId ? byId.get(openId) : undefined;
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set(IAM_ROLE_PARAM, id);
    else next.delete(IAM_ROLE_PARAM);
    onSearchChange(next);
  };
  const editing = useMemo(
    (): IamRoleEditing | undefined => creating ?? (openRole && { mode: 'edit', role: openRole }),
    [creating, openRole],
  );

  const columns = useIamRoleColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'iam-roles', columns, search, onSearchChange },
    { items, state, retry: () => void roles.mutate(), accessors: iamRoleAccessors },
  );

  const notify = (message: string) => {
    setRefusal(undefined);
    setDone(message);
  };
  const remove = async (role: IamRoleItem) => {
    setBusy(true);
    setDone(undefined);
    setRefusal(undefined);
    try {
      await session.client.call(iamEndpoints.deleteRole, {
        params: { roleId: role.id },
        idempotencyKey: crypto.randomUUID(),
      });
      notify(t('deleted', { name: role.name }));
    } catch (error) {
      setRefusal(noticeOf(error)?.message ?? t('failed'));
    } finally {
      setRemoving(undefined);
      setBusy(false);
      void roles.mutate();
    }
  };

  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating({ mode: 'create' })}>
      {t('newRole')}
    </Button>
  );

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
      <IamRolesList
        {...listProps}
        createAction={createAction}
        busy={busy}
        onEdit={(role) => setOpen(role.id)}
        onDuplicate={(role) => {
          const from = byId.get(role.id);
          if (from) setCreating({ mode: 'create', from });
        }}
        onDelete={setRemoving}
      />
      {editing && (
        <IamRoleEditorContainer
          key={editing.mode === 'edit' ? editing.role.role_id : (editing.from?.role_id ?? 'new')}
          editing={editing}
          onClose={() => (creating ? setCreating(undefined) : setOpen(null))}
          onSaved={(role: IamRole, created) => {
            notify(t(created ? 'created' : 'saved', { name: role.name }));
            if (creating) setCreating(undefined);
            else setOpen(null);
            void roles.mutate();
          }}
        />
      )}
      <TypedNameConfirmDialog
        open={removing !== undefined}
        name={removing?.name ?? ''}
        title={t('deleteDialog.title', { name: removing?.name ?? '' })}
        text={t('deleteDialog.text', { name: removing?.name ?? '' })}
        label={t('deleteDialog.label')}
        confirmLabel={t('deleteDialog.confirm')}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Stack>
  );
}
