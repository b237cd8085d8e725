import { favoriteEnvironmentEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR key of the favorite environments, per sign-in (see sessionKeys). */
export const favoritesKeys = {
  environments: ({ status, epoch }: SessionSnapshot) =>
    status === 'signedIn' ? ([favoriteEnvironmentEndpoints.list.path, epoch] as const) : null,
} as const;
