import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/**
 * The SWR keys the home asks for itself, per sign-in (see sessionKeys) and environment. Everything else it
 * shows is read under the keys of the feature that owns it (routingKeys.topologies, menuKeys.tss,
 * disasterRecoveryKeys, pipelinesKeys, messagesKeys, notesKeys, ticketsKeys, alertsKeys, insightsKeys), so
 * what the shell already loaded is not asked again.
 */
export const homeKeys = {
  /** GET /environments/:cloudId: the client record, for its official DR regions. */
  client: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined) =>
    status === 'signedIn' && cloudId ? ([environmentEndpoints.client.path, epoch, cloudId] as const) : null,
} as const;
