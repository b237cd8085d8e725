import { searchEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR key of a global search, per sign-in (see sessionKeys) and text. */
export const searchKeys = {
  topologies: ({ status, epoch }: SessionSnapshot, query: string | null) =>
    status === 'signedIn' && query !== null
      ? ([searchEndpoints.topologies.path, epoch, query] as const)
      : null,
} as const;
