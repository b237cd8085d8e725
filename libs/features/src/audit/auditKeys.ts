import { auditLogEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The audit log's SWR keys, per sign-in; null when signed out or without the security center (nothing asked). */
export const auditKeys = {
  list: (session: SessionSnapshot, allowed: boolean) =>
    session.status === 'signedIn' && allowed ? ([auditLogEndpoints.list.path, session.epoch] as const) : null,
  options: (session: SessionSnapshot, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([auditLogEndpoints.options.path, session.epoch] as const)
      : null,
};
