import type { StreamTicket } from '@nuvem/api-contract';
import { streamEndpoints } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { genericMessageChannel } from '@nuvem/api-contract/paths';
import { streamsKeys } from './streamsKeys';
import { logger } from '../logging/logger';

/**
 * The URL of the environment's generic-message stream: GET /streams/<cloudId>-generic-message/ticket gives
 * the ready-made path. Null without an environment, until the ticket arrives, or when it is refused
 * (logged only: the alert area goes on without it).
 */
export function useGenericMessageStreamUrl(cloudId: string | undefined): string | null {
  const { status, epoch, client } = useSession();
  const channel = cloudId ? genericMessageChannel(cloudId) : undefined;
  const { data } = useSWR(
    streamsKeys.ticket({ status, epoch }, channel),
    ([, , name]) => client.call<StreamTicket>(streamEndpoints.ticket, { params: { channel: name } }),
    {
      // The ticket stays valid while the access does: no need to fetch it again on focus.
      revalidateOnFocus: false,
      onError: (error: unknown) => logger.warn('The generic-message stream could not be opened', error),
    },
  );
  return data && data.channel === channel ? client.url(data.path) : null;
}
