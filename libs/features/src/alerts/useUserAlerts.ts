import type { UserAlert, UserAlerts } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { alertsKeys } from './alertsKeys';

const NONE: UserAlert[] = [];

/** The user's legacy alerts (GET /alerts); a failure is shown per spec §8. */
export function useUserAlerts(): UserAlert[] {
  const { status, epoch, client } = useSession();
  const { notifyError } = useNotify();
  const { data } = useSWR(
    alertsKeys.userAlerts({ status, epoch }),
    () => client.call<UserAlerts>(messageEndpoints.alerts),
    { onError: (error: unknown) => notifyError(error, 'alerts:user-alerts') },
  );
  return data?.alerts ?? NONE;
}
