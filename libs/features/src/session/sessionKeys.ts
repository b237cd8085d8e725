import { ssoEndpoints, userEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from './createSession';

/**
 * The SWR keys of the session's data, in one place. Each carries the sign-in's epoch, so a new sign-in
 * (in this tab or another) never reads what the previous user's left in the cache; signed out, no key.
 */
export const sessionKeys = {
  me: ({ status, epoch }: SessionSnapshot) => (status === 'signedIn' ? [userEndpoints.me.path, epoch] : null),
  /** Public and the same for everyone: no epoch. */
  ssoStatus: ssoEndpoints.status.path,
} as const;
