import type { UserInfo } from '@nuvem/api-contract';
import { userEndpoints } from '@nuvem/api-contract/paths';
import type { ApiClient } from '../api/apiClient';

/**
 * GET /api/v1/me: the signed-in user, their environments and features. After a reload the refresh that gets
 * the page's first access token brings it along (ApiClient.resume): one round trip instead of two.
 */
export async function fetchMe(client: ApiClient, signal?: AbortSignal): Promise<UserInfo> {
  return (await client.resume()) ?? client.call<UserInfo>(userEndpoints.me, { signal });
}
