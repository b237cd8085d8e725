import { impersonationEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of impersonation, per sign-in (see sessionKeys). */
export const impersonationKeys = {
  /** GET /impersonation/users?q=…: nothing until a text is searched. */
  candidates: ({ status, epoch }: SessionSnapshot, query: string | null) =>
    status === 'signedIn' && query !== null
      ? ([impersonationEndpoints.candidates.path, epoch, query] as const)
      : null,
} as const;
