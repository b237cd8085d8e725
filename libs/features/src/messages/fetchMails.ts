import type { Mails } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { ApiClient } from '../api/apiClient';
import { logger } from '../logging/logger';

/** No message: what the dropdown shows when the list cannot be read. */
export const NO_MAILS: Mails = { Count: 0, Items: [] };

/**
 * GET /mails (with include=read for the old ones). Spec §8: a failure of the message list is only logged,
 * and the list becomes empty.
 */
export async function fetchMails(client: ApiClient, includeRead: boolean): Promise<Mails> {
  try {
    return await client.call<Mails>(messageEndpoints.mails, {
      query: { include: includeRead ? 'read' : undefined },
    });
  } catch (error) {
    logger.warn('The message list could not be read', error);
    return NO_MAILS;
  }
}
