import { backupCatalogEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the backups screens, per sign-in and environment; null: nothing is asked. */
export const backupKeys = {
  catalog: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([backupCatalogEndpoints.list.path, session.epoch, cloudId] as const)
      : null,
  machineSnapshots: (
    session: SessionSnapshot,
    cloudId: string | undefined,
    allowed: boolean,
    resourceId: string,
  ) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([backupCatalogEndpoints.snapshots.path, session.epoch, cloudId, resourceId] as const)
      : null,
} as const;
