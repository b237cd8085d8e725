import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the messages dropdown, per sign-in (see sessionKeys). */
export const messagesKeys = {
  /** GET /mails: the unread messages, or all of them with `includeRead` ('Ver mensagens antigas'). */
  mails: ({ status, epoch }: SessionSnapshot, includeRead: boolean) =>
    status === 'signedIn'
      ? ([messageEndpoints.mails.path, epoch, includeRead ? 'read' : 'unread'] as const)
      : null,
} as const;
