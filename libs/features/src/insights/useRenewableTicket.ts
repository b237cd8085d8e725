import { useCallback } from 'react';
import useSWR from 'swr';

/** What an embed opens with: a token and when it expires (epoch ms). */
export interface RenewableTicket {
  token: string;
  expiresAt: number;
}

/**
 * An embed's ticket, fetched once per opening (not again on focus: the SDK refreshes the token), and
 * `renew` for the SDK's token refresh, which also keeps the cached ticket current. No key, no fetch.
 */
export function useRenewableTicket<T extends RenewableTicket>(
  key: readonly unknown[] | null,
  fetchTicket: () => Promise<T>,
) {
  const { data, error, mutate } = useSWR(key, fetchTicket, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  const renew = useCallback(async () => {
    const ticket = await fetchTicket();
    await mutate(ticket, { revalidate: false });
    return { accessToken: ticket.token, expiresAt: ticket.expiresAt };
  }, [fetchTicket, mutate]);
  return { ticket: data, error: error as unknown, retry: () => void mutate(), renew };
}
