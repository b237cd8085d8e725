import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR key of the disaster-recovery switches, per sign-in (see sessionKeys) and environment. */
export const disasterRecoveryKeys = {
  switches: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, enabled: boolean) =>
    status === 'signedIn' && cloudId && enabled
      ? ([environmentEndpoints.disasterRecovery.path, epoch, cloudId] as const)
      : null,
} as const;
