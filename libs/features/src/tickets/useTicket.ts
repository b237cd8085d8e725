import type { Ticket } from '@nuvem/api-contract';
import { ticketEndpoints } from '@nuvem/api-contract/paths';
import type { SupportLoadState, SupportTicketWithHistory } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { supportTicketWithHistoryOf } from './supportTicketOf';
import { ticketsKeys } from './ticketsKeys';

export interface OneTicket {
  ticket: SupportTicketWithHistory | undefined;
  /** loading, error (the API's error translated, spec §8) or ready. */
  state: SupportLoadState;
  /** Asking again can help: absent when the ticket is not there to find (404) or not allowed (403). */
  retry: (() => void) | undefined;
}

/**
 * One support ticket of the environment, with its history (GET /environments/:cloudId/tickets/:number); nothing
 * is asked without a number.
 */
export function useTicket(
  cloudId: string | undefined,
  allowed: boolean,
  number: number | undefined,
): OneTicket {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const { data, error, mutate } = useSWR(ticketsKeys.one(session, cloudId, allowed, number), ([, , id, n]) =>
    session.client.call<Ticket>(ticketEndpoints.get, { params: { cloudId: id, ticketNumber: n } }),
  );
  const ticket = useMemo(() => (data ? supportTicketWithHistoryOf(data) : undefined), [data]);
  const retry = useCallback(() => void mutate(), [mutate]);
  if (error !== undefined) {
    const final = isApiError(error) && (error.status === 404 || error.status === 403);
    return {
      ticket: undefined,
      state: { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') },
      retry: final ? undefined : retry,
    };
  }
  return { ticket, state: data === undefined ? { status: 'loading' } : { status: 'ready' }, retry };
}
