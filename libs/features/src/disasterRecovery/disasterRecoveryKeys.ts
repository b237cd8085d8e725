import { backupEndpoints, disasterRecoveryEndpoints, environmentEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of disaster recovery, per sign-in (see sessionKeys) and environment. */
export const disasterRecoveryKeys = {
  switches: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, enabled: boolean) =>
    status === 'signedIn' && cloudId && enabled
      ? ([environmentEndpoints.disasterRecovery.path, epoch, cloudId] as const)
      : null,
  /** The environment's DR plan (pairs, state, history); null without a plan feature. */
  plan: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    status === 'signedIn' && cloudId && allowed
      ? ([disasterRecoveryEndpoints.plan.path, epoch, cloudId] as const)
      : null,
  /** The environment's backups; null without backup_download. */
  backups: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    status === 'signedIn' && cloudId && allowed
      ? ([backupEndpoints.list.path, epoch, cloudId] as const)
      : null,
} as const;
