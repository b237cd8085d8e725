import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { IamUserList, IamUserRoles } from '@nuvem/api-contract';
import { iamEndpoints, writeFilterToken, writeSort } from '@nuvem/api-contract/paths';
import {
  IamStaffUsersList,
  useIamStaffUserColumns,
  type FilterToken,
  type IamStaffUserItem,
  type ListSort,
} from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useCollection, type CollectionRequest } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { iamStaffUserOf } from './iamCatalogueView';
import { IamStaffUserRolesDialog, type IamStaffRoleChoice } from './IamStaffUserRolesDialog';
import { iamStaffKeys, useHeldNames, useIamRoles } from './useIamStaffData';

export interface IamStaffUsersContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/** The list's columns as the API's filter and sort fields (iamUserFilterFields, iamUserSortFields). */
const API_FIELD: Record<string, string> = { '': '', name: 'full_name', kind: 'kind', globalRoles: 'role' };

/** The API's query for the list's choices. */
export function iamUserQueryOf(filter: readonly FilterToken[], sort: ListSort | null) {
  const tokens = filter.flatMap((token) => {
    const field = API_FIELD[token.field];
    return field === undefined ? [] : [writeFilterToken({ ...token, field })];
  });
  const sortField = sort && API_FIELD[sort.field];
  return {
    ...(tokens.length > 0 ? { filter: tokens } : {}),
    ...(sort && sortField ? { sort: writeSort({ ...sort, field: sortField }) } : {}),
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Usuários on the API: every user and their roles, server-paged (GET /iam/users), and a user's roles changed:
 * staff roles (PUT /iam/users/:id/roles) and customer roles per environment (PUT …/environments/:cloud/users/
 * :id/roles), only what changed, each PUT setting the whole set (a retry changes nothing). Nobody changes
 * their own roles; a role the viewer does not fully hold is shown disabled, with why (the API's grant rules).
 */
export function IamStaffUsersContainer({ search, onSearchChange }: IamStaffUsersContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iamStaff' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const permissions = useShellPermissions();
  const allowed = permissions?.iamUsers ?? false;
  const roles = useIamRoles(allowed && (permissions?.iamRoles ?? false));
  const { held, email } = useHeldNames();
  const roleKeys = useMemo(
    () => roles.data?.roles.map((role) => ({ key: role.key, name: role.name })) ?? [],
    [roles.data],
  );

  const [editing, setEditing] = useState<IamStaffUserItem>();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();

  const noop = useMemo(() => () => {}, []);
  const columns = useIamStaffUserColumns(noop, roleKeys);
  // Asked once /me is read: each row knows whether it is the viewer's own.
  const key =
    session.status === 'signedIn' && allowed && email ? [...iamStaffKeys.users(session.epoch), email] : null;
  const { listProps } = useCollection<IamStaffUserItem>(
    { list: 'iam-staff-users', columns, search, onSearchChange },
    {
      key,
      fetch: async (request: CollectionRequest) => {
        const page = await session.client.call<IamUserList>(iamEndpoints.users, {
          query: {
            ...iamUserQueryOf(request.filter, request.sort),
            page: request.page,
            page_size: request.pageSize,
          },
        });
        return { items: page.items.map((user) => iamStaffUserOf(user, email)), total: page.total };
      },
    },
  );
  const retry = listProps.onRetry;

  const save = async (user: IamStaffUserItem, chosen: IamStaffRoleChoice) => {
    setBusy(true);
    setAlert(undefined);
    setDone(undefined);
    try {
      if (
        user.kind === 'staff' &&
        !sameIds(
          chosen.global,
          user.globalRoles.map((role) => role.id),
        )
      )
        await session.client.call<IamUserRoles>(iamEndpoints.setUserRoles, {
          params: { userId: user.id },
          body: { role_ids: chosen.global },
        });
      const held = new Map(user.environments.map((e) => [e.cloudId, e.roles.map((role) => role.id)]));
      for (const [cloudId, ids] of Object.entries(chosen.environments)) {
        // An environment added in the dialog with no role chosen is no change.
        if (sameIds(ids, held.get(cloudId) ?? [])) continue;
        await session.client.call<IamUserRoles>(iamEndpoints.setEnvironmentUserRoles, {
          params: { cloudId, userId: user.id },
          body: { role_ids: ids },
        });
      }
      setEditing(undefined);
      setDone(t('rolesChanged', { name: user.name }));
    } catch (error) {
      setAlert(noticeOf(error)?.message ?? t('failed'));
    } finally {
      setBusy(false);
      retry?.();
    }
  };

  return (
    <Stack spacing={1.5}>
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      ) : null}
      <IamStaffUsersList
        {...listProps}
        roleKeys={roleKeys}
        busy={busy}
        onEditRoles={(user) => {
          setAlert(undefined);
          setEditing(user);
        }}
      />
      <IamStaffUserRolesDialog
        user={editing}
        roles={roles.data?.roles ?? []}
        held={held}
        busy={busy}
        alert={alert}
        onClose={() => setEditing(undefined)}
        onSubmit={(user, chosen) => void save(user, chosen)}
      />
    </Stack>
  );
}
