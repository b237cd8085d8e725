import { streamEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the stream tickets, per sign-in (see sessionKeys) and channel. */
export const streamsKeys = {
  ticket: ({ status, epoch }: SessionSnapshot, channel: string | undefined) =>
    status === 'signedIn' && channel ? ([streamEndpoints.ticket.path, epoch, channel] as const) : null,
} as const;
