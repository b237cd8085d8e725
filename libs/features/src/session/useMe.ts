import type { UserInfo } from '@nuvem/api-contract';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../api/ApiError';
import { fetchMe } from './fetchMe';
import { sessionKeys } from './sessionKeys';
import { useSession } from './useSession';

/**
 * The signed-in user (GET /me): name, environments (customers) and features, cached per sign-in. Nothing
 * is fetched while signed out. `mutate()` reloads it, as switching environment does (spec §4).
 */
export function useMe(): SWRResponse<UserInfo, ApiError> {
  const { status, epoch, client } = useSession();
  return useSWR(sessionKeys.me({ status, epoch }), () => fetchMe(client));
}
