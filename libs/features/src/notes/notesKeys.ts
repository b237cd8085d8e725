import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR key of the top bar's notes count, per sign-in (see sessionKeys) and environment. */
export const notesKeys = {
  count: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    status === 'signedIn' && cloudId && allowed
      ? ([messageEndpoints.notesCount.path, epoch, cloudId] as const)
      : null,
} as const;
