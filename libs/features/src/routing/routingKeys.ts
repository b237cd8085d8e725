import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the route rules, per sign-in (see sessionKeys). */
export const routingKeys = {
  /** GET /environments/:cloudId/topologies: the topology check of spec §4. */
  topologies: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined) =>
    status === 'signedIn' && cloudId
      ? ([environmentEndpoints.topologies.path, epoch, cloudId] as const)
      : null,
} as const;
