import { biEndpoints, dashboardEndpoints, preferenceEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

const signedIn = ({ status }: SessionSnapshot) => status === 'signedIn';

/** The SWR keys of the insights screen, per sign-in (see sessionKeys); null when signed out or not allowed. */
export const insightsKeys = {
  dashboards: (session: SessionSnapshot) =>
    signedIn(session) ? ([dashboardEndpoints.list.path, session.epoch] as const) : null,
  favorites: (session: SessionSnapshot) =>
    signedIn(session) ? ([preferenceEndpoints.get.path, session.epoch, 'FavoriteInsights'] as const) : null,
  recents: (session: SessionSnapshot) =>
    signedIn(session) ? ([preferenceEndpoints.get.path, session.epoch, 'RecentInsights'] as const) : null,
  /** The BI items, after the workspace list (the connectivity check) answered. */
  dataAnalytics: (session: SessionSnapshot, allowed: boolean) =>
    signedIn(session) && allowed ? ([biEndpoints.items.path, session.epoch] as const) : null,
  /** The datasets a new report of the workspace may be built on. */
  workspaceDatasets: (session: SessionSnapshot, workspaceId: string | undefined) =>
    signedIn(session) && workspaceId
      ? ([biEndpoints.workspaceDatasets.path, session.epoch, workspaceId] as const)
      : null,
  /** A create token for a new report over a workspace's dataset, once per opening. */
  createTicket: (session: SessionSnapshot, workspaceId: string, datasetId: string) =>
    signedIn(session) && workspaceId && datasetId
      ? ([biEndpoints.createToken.path, session.epoch, workspaceId, datasetId] as const)
      : null,
  /** A quick create token for a file's rows in an environment, once per opening. */
  quickCreateTicket: (session: SessionSnapshot, workspaceId: string, cloudId: string, fileName: string) =>
    signedIn(session) && workspaceId && cloudId
      ? ([biEndpoints.quickCreateToken.path, session.epoch, workspaceId, cloudId, fileName] as const)
      : null,
  permissions: (session: SessionSnapshot, dashboardId: string | undefined) =>
    signedIn(session) && dashboardId
      ? ([dashboardEndpoints.permissions.path, session.epoch, dashboardId] as const)
      : null,
} as const;
