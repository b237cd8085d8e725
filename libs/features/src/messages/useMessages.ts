import type { Mails, UpdateMailBody, UserMessage as ApiUserMessage } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { UserMessage } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSession } from '../session/useSession';
import { fetchMails, NO_MAILS } from './fetchMails';
import { MESSAGES_CHECK_INTERVAL_MS } from './messagesConstants';
import { messagesKeys } from './messagesKeys';
import { userMessageOf } from './userMessageOf';
import { logger } from '../logging/logger';

export interface Messages {
  messages: UserMessage[];
  /** The unread messages in all (the envelope's count): GET /mails `Count`. */
  unreadCount: number;
  /** 'Verificar novas mensagens' is under way ('Aguarde...'). */
  checking: boolean;
  /** The old (read) messages are listed too. */
  showingOld: boolean;
  /** 'Marcar todas como lidas': POST /mails/read, then the list is cleared (spec §4). */
  markAllRead: () => Promise<void>;
  /** 'Ver mensagens antigas': GET /mails?include=read. */
  showOld: () => void;
  /** 'Verificar novas mensagens': fetch the list again now. */
  checkNew: () => Promise<void>;
  /** The dropdown opened or closed: the 3-minute check pauses while it is open (spec §9). */
  setOpen: (open: boolean) => void;
  /** A message's link was followed: PATCH /mails/:id marks it read. */
  markRead: (message: UserMessage) => Promise<void>;
}

/** The messages dropdown's data and actions (spec §2.7, §4, §8, §9), over GET/POST/PATCH /mails. */
export function useMessages(): Messages {
  const { status, epoch, client } = useSession();
  const [open, setOpen] = useState(false);
  const [showingOld, setShowingOld] = useState(false);
  const [checking, setChecking] = useState(false);
  const { mutate: mutateKey } = useSWRConfig();
  const key = messagesKeys.mails({ status, epoch }, showingOld);
  const { data = NO_MAILS, mutate } = useSWR(key, () => fetchMails(client, showingOld), {
    refreshInterval: open ? 0 : MESSAGES_CHECK_INTERVAL_MS,
    // The check is the interval above, and the 'Verificar' buttons: not every return to the tab.
    revalidateOnFocus: false,
    keepPreviousData: true,
  });

  const markAllRead = useCallback(async () => {
    try {
      await client.call(messageEndpoints.markAllMailsRead);
    } catch (error) {
      logger.warn('The messages could not be marked read', error);
      return;
    }
    // Spec §4: the list is then cleared (old ones can be revealed again, and are then fetched afresh).
    setShowingOld(false);
    const snapshot = { status, epoch };
    await Promise.all(
      [false, true].map((includeRead) =>
        mutateKey(messagesKeys.mails(snapshot, includeRead), NO_MAILS, { revalidate: false }),
      ),
    );
  }, [client, mutateKey, status, epoch]);

  const checkNew = useCallback(async () => {
    setChecking(true);
    try {
      await mutate();
    } finally {
      setChecking(false);
    }
  }, [mutate]);

  const markRead = useCallback(
    async (message: UserMessage) => {
      if (message.readState) return;
      const body: UpdateMailBody = { readState: true };
      try {
        await client.call<ApiUserMessage>(messageEndpoints.updateMail, { params: { id: message.id }, body });
      } catch (error) {
        logger.warn('The message could not be marked read', error);
        return;
      }
      await mutate(
        (current: Mails | undefined) =>
          current && {
            Count: Math.max(0, current.Count - 1),
            Items: current.Items.map((m) => (m.id === message.id ? { ...m, readState: true } : m)),
          },
        { revalidate: false },
      );
    },
    [client, mutate],
  );

  const messages = useMemo(() => data.Items.map(userMessageOf), [data]);
  return {
    messages,
    unreadCount: data.Count,
    checking,
    showingOld,
    markAllRead,
    showOld: useCallback(() => setShowingOld(true), []),
    checkNew,
    setOpen,
    markRead,
  };
}
