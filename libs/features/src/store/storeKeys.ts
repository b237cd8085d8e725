import { storeEndpoints, storePurchaseEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

const signedIn = (session: SessionSnapshot, cloudId: string | undefined) =>
  session.status === 'signedIn' && cloudId !== undefined;

/** The SWR keys of Minha conta, per sign-in and environment; null when signed out or with no environment. */
export const storeKeys = {
  consumption: (session: SessionSnapshot, cloudId: string | undefined) =>
    signedIn(session, cloudId) ? ([storeEndpoints.consumption.path, session.epoch, cloudId!] as const) : null,
  statements: (session: SessionSnapshot, cloudId: string | undefined) =>
    signedIn(session, cloudId) ? ([storeEndpoints.statements.path, session.epoch, cloudId!] as const) : null,
  statement: (session: SessionSnapshot, cloudId: string | undefined, period: string) =>
    signedIn(session, cloudId)
      ? ([storeEndpoints.statement.path, session.epoch, cloudId!, period] as const)
      : null,
  purchases: (session: SessionSnapshot, cloudId: string | undefined) =>
    signedIn(session, cloudId)
      ? ([storePurchaseEndpoints.list.path, session.epoch, cloudId!] as const)
      : null,
};
