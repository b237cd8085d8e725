import { supportEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the contact page, per sign-in (see sessionKeys). */
export const contactKeys = {
  /** The provider's support channels: the same for every environment. */
  channels: ({ status, epoch }: SessionSnapshot) =>
    status === 'signedIn' ? ([supportEndpoints.channels.path, epoch] as const) : null,
} as const;
