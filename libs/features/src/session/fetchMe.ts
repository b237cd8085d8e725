import type { UserInfo } from '@nuvem/api-contract';
import { userEndpoints } from '@nuvem/api-contract/paths';
import type { ApiClient } from '../api/apiClient';

/** GET /api/v1/me: the signed-in user, their environments and features. */
export function fetchMe(client: ApiClient, signal?: AbortSignal): Promise<UserInfo> {
  return client.call<UserInfo>(userEndpoints.me, { signal });
}
