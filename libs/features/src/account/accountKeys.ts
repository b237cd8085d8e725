import { profileEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the user's own profile and sign-ins, per sign-in (see sessionKeys); null signed out. */
export const accountKeys = {
  profile: ({ status, epoch }: SessionSnapshot) =>
    status === 'signedIn' ? ([profileEndpoints.get.path, epoch] as const) : null,
  signIns: ({ status, epoch }: SessionSnapshot) =>
    status === 'signedIn' ? ([profileEndpoints.signIns.path, epoch] as const) : null,
} as const;
