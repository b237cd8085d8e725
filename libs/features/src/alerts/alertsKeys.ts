import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

const signedIn = (snapshot: SessionSnapshot) => snapshot.status === 'signedIn';

/** The SWR keys of the alert area, per sign-in (see sessionKeys) and, where it matters, per environment. */
export const alertsKeys = {
  communications: (snapshot: SessionSnapshot, cloudId: string | undefined) =>
    signedIn(snapshot) && cloudId
      ? ([messageEndpoints.communications.path, snapshot.epoch, cloudId] as const)
      : null,
  userAlerts: (snapshot: SessionSnapshot) =>
    signedIn(snapshot) ? ([messageEndpoints.alerts.path, snapshot.epoch] as const) : null,
  migrationNotices: (snapshot: SessionSnapshot, cloudId: string | undefined) =>
    signedIn(snapshot) && cloudId
      ? ([messageEndpoints.migrationNotices.path, snapshot.epoch, cloudId] as const)
      : null,
} as const;
