import type { NotesQuantity } from '@nuvem/api-contract';
import {
  DEFAULT_TICKET_PAGE_SIZE,
  DEFAULT_TICKET_SORT,
  type HomeInboxSection,
  type HomeLoadState,
} from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { fetchMails } from '../messages/fetchMails';
import { messagesKeys } from '../messages/messagesKeys';
import { notesKeys } from '../notes/notesKeys';
import { useNotesCount } from '../notes/useNotesCount';
import { useSession } from '../session/useSession';
import { useTickets } from '../tickets/useTickets';
import { NOTES_PATH, ticketPath, TICKETS_PATH } from './homeConstants';

const READY: HomeLoadState = { status: 'ready' };
const LOADING: HomeLoadState = { status: 'loading' };

export interface HomeInboxOptions {
  cloudId: string | undefined;
  /** list_notes: the checked notes are counted. */
  notes: boolean;
  /** The tickets permission: the open tickets are counted. */
  tickets: boolean;
}

export interface HomeInbox extends HomeInboxSection {
  onRetryNotes: () => void;
  onRetryTickets: () => void;
}

/**
 * The counts of the home's inbox card, each read under its owner's key: the unread messages of the top bar's
 * envelope (GET /mails; spec §8: a failure only empties it), the checked notes of the top bar's link (with
 * list_notes) and the open tickets, with the latest ones, as /tickets first shows them (the same page, so
 * opening /tickets next asks nothing again).
 */
export function useHomeInbox({ cloudId, notes, tickets }: HomeInboxOptions): HomeInbox {
  const session = useSession();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const messageOf = useCallback(
    (error: unknown) => noticeOf(error)?.message ?? t('error_code.internal_error'),
    [noticeOf, t],
  );

  // The envelope's answer, checked on its own interval (useMessages): read, not asked again on mount.
  const mails = useSWR(messagesKeys.mails(session, false), () => fetchMails(session.client, false), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });

  const notesCount = useNotesCount(cloudId, notes);
  // The count's own answer (no fetcher: useNotesCount fetches), for its error.
  const notesAnswer = useSWR<NotesQuantity>(notesKeys.count(session, cloudId, notes), null);
  const notesError = notesAnswer.error as unknown;
  const { mutate: retryNotes } = notesAnswer;

  const page = useTickets({
    cloudId,
    allowed: tickets,
    statusFilter: 'open',
    search: '',
    sort: DEFAULT_TICKET_SORT,
    page: 0,
    pageSize: DEFAULT_TICKET_PAGE_SIZE,
  });
  const latest = useMemo(
    () =>
      page.tickets.map((ticket) => ({
        number: ticket.number,
        subject: ticket.subject,
        href: ticketPath(ticket.number),
      })),
    [page.tickets],
  );

  const notesForbidden = isApiError(notesError) && notesError.status === 403;
  return {
    messages: {
      state: mails.data ? READY : LOADING,
      count: mails.data?.Count ?? 0,
    },
    notes:
      notes && !notesForbidden
        ? {
            state:
              notesCount !== undefined
                ? READY
                : notesError !== undefined
                  ? { status: 'error', message: messageOf(notesError) }
                  : LOADING,
            count: notesCount ?? 0,
            href: NOTES_PATH,
          }
        : undefined,
    tickets: tickets
      ? {
          state: page.state.status === 'ready' && !page.counts ? LOADING : page.state,
          count: page.counts?.open ?? 0,
          href: TICKETS_PATH,
          latest,
        }
      : undefined,
    onRetryNotes: useCallback(() => void retryNotes(), [retryNotes]),
    onRetryTickets: page.retry,
  };
}
