import type { IamEnvironmentUser, IamEnvironmentUsers, IamOfferedRole } from '@nuvem/api-contract';
import { iamEndpoints } from '@nuvem/api-contract/paths';
import type { IamRoleOption, IamUserItem } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useSession } from '../session/useSession';

/** A person of the environment as Gestão de usuários lists them. */
export function iamUserOf(
  user: IamEnvironmentUser,
  selfEmail: string | undefined,
  admins: number,
): IamUserItem {
  return {
    id: user.user_id,
    name: user.full_name,
    email: user.email,
    state: user.state,
    roles: user.roles.map((role) => ({ id: role.role_id, name: role.name })),
    ...(user.last_sign_in_at ? { lastSignInAt: user.last_sign_in_at } : {}),
    isSelf: user.email === selfEmail,
    lastAdministrator: user.administrator && admins === 1,
  };
}

/** A role offered, disabled with the reason the API would give when the administrator may not give it. */
export function iamRoleOptionOf(role: IamOfferedRole, notHeld: (name: string) => string): IamRoleOption {
  return {
    id: role.role_id,
    name: role.name,
    ...(role.description ? { description: role.description } : {}),
    ...(role.not_held ? { refusedReason: notHeld(role.not_held) } : {}),
  };
}

/**
 * How the list filters and sorts in memory: by name, state, last sign-in, and roles (a role's name is contained
 * in the roles held); free text in name and e-mail.
 */
export const iamUserAccessors: CollectionAccessors<IamUserItem> = {
  valueOf: (user, field) =>
    field === 'name'
      ? user.name
      : field === 'state'
        ? user.state
        : field === 'lastSignIn'
          ? (user.lastSignInAt ?? '')
          : field === 'roles'
            ? user.roles.map((role) => role.name).join(' · ')
            : null,
  textOf: (user) => `${user.name}\n${user.email}`,
};

/** Who has access to the environment, with their roles there and the roles the caller may give. */
export function useEnvironmentUsers(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && cloudId && allowed
      ? ([iamEndpoints.environmentUsers.path, session.epoch, cloudId] as const)
      : null;
  const { data, error, mutate } = useSWR(key, ([, , id]) =>
    session.client.call<IamEnvironmentUsers>(iamEndpoints.environmentUsers, { params: { cloudId: id } }),
  );
  const admins = useMemo(() => data?.users.filter((user) => user.administrator).length ?? 0, [data]);
  return { data, admins, error, mutate };
}
