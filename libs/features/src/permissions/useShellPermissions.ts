import { useMemo } from 'react';
import { useMe } from '../session/useMe';
import { shellPermissionsOf, type ShellPermissions } from './shellPermissions';

const NONE: readonly string[] = [];

/** The signed-in user's shell permissions from GET /me; undefined until the user is known. */
export function useShellPermissions(): ShellPermissions | undefined {
  const user = useMe().data;
  return useMemo(
    () =>
      user
        ? shellPermissionsOf(user.features ?? NONE, user.featureFlags ?? NONE, {
            iaasCancelling: user.iaas_cancelling,
          })
        : undefined,
    [user],
  );
}
