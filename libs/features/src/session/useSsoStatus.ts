import type { SsoStatus } from '@nuvem/api-contract';
import { ssoEndpoints } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { sessionKeys } from './sessionKeys';
import { useSession } from './useSession';

/** Single sign-on is off: what the login page assumes until the API says otherwise, or when it cannot say. */
export const SSO_DISABLED: SsoStatus = { enabled: false, label: null };

/**
 * Whether the login page offers single sign-on, and the button's label (GET /session/sso, public). Until
 * the answer arrives, and when the call fails, single sign-on counts as disabled: the password form
 * still works. Enabled without a label also counts as disabled (there is nothing to show).
 */
export function useSsoStatus(): SsoStatus {
  const { client } = useSession();
  const { data } = useSWR(
    sessionKeys.ssoStatus,
    () => client.call<SsoStatus>(ssoEndpoints.status, { authenticated: false }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return data?.enabled && data.label ? data : SSO_DISABLED;
}
