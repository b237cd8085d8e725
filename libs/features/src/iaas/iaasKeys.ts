import {
  iaasEndpoints,
  iaasInformationEndpoints,
  iaasMachineEndpoints,
  iaasOverviewEndpoints,
  iaasManagerEndpoints,
  iaasPricingEndpoints,
  iaasSetupEndpoints,
} from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/**
 * The SWR keys of the IaaS screens, per sign-in (see sessionKeys) and environment; null when signed out, with
 * no environment, or when the user may not see the resources (nothing is asked).
 */
export const iaasKeys = {
  information: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasInformationEndpoints.information.path, session.epoch, cloudId] as const)
      : null,
  documents: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasInformationEndpoints.documents.path, session.epoch, cloudId] as const)
      : null,
  /** `list`: which list asks (the resources, the machines), so each keeps its own pages. */
  resources: (
    session: SessionSnapshot,
    cloudId: string | undefined,
    allowed: boolean,
    list = 'iaas-resources',
  ) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasEndpoints.resources.path, session.epoch, cloudId, list] as const)
      : null,
  machine: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean, resourceId: string) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasMachineEndpoints.machine.path, session.epoch, cloudId, resourceId] as const)
      : null,
  overview: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasOverviewEndpoints.overview.path, session.epoch, cloudId] as const)
      : null,
  priceList: (session: SessionSnapshot, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([iaasPricingEndpoints.priceList.path, session.epoch] as const)
      : null,
  budgets: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasPricingEndpoints.budgets.path, session.epoch, cloudId] as const)
      : null,
  budget: (
    session: SessionSnapshot,
    cloudId: string | undefined,
    allowed: boolean,
    budgetId: string | undefined,
  ) =>
    session.status === 'signedIn' && cloudId && allowed && budgetId
      ? ([iaasPricingEndpoints.budget.path, session.epoch, cloudId, budgetId] as const)
      : null,
  networks: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasSetupEndpoints.networks.path, session.epoch, cloudId] as const)
      : null,
  settings: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasSetupEndpoints.settings.path, session.epoch, cloudId] as const)
      : null,
  /** The manager's reads of an environment: quotas, SSH keys, imported images. */
  manager: (
    session: SessionSnapshot,
    cloudId: string | undefined,
    allowed: boolean,
    what: 'quotas' | 'sshKeys' | 'importedImages',
  ) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([iaasManagerEndpoints[what].path, session.epoch, cloudId] as const)
      : null,
} as const;
