import type { BiItem, DashboardEmbed, EmbedToken } from '@nuvem/api-contract';
import { biEndpoints, dashboardEndpoints } from '@nuvem/api-contract/paths';
import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../api/apiClient';
import { useSession } from '../session/useSession';
import type { InsightTicket } from './insightEmbedConfig';

/** Which insight to open: an insights dashboard, or an item of the 'Data Analytics' group. */
export interface InsightTarget {
  source: 'insights' | 'bi';
  id: string;
}

/**
 * Insights dashboards carry their embed URL and token in one call (GET /dashboards/:id/embed); BI items
 * take the URL from the item list and a token from POST /bi/items/:id/token (spec §2.5, §7).
 */
async function fetchTicket(
  client: ApiClient,
  target: InsightTarget,
  items: readonly BiItem[],
): Promise<InsightTicket> {
  if (target.source === 'insights') {
    const embed = await client.call<DashboardEmbed>(dashboardEndpoints.embed, {
      params: { dashboardId: target.id },
    });
    return {
      type: 'dashboard',
      id: target.id,
      embedUrl: embed.url,
      token: embed.token,
      expiresAt: Date.parse(embed.expiration),
    };
  }
  // The token call answers 404 for an item that is not the user's: ask it first.
  const token = await client.call<EmbedToken>(biEndpoints.itemToken, { params: { itemId: target.id } });
  const item = items.find((candidate) => candidate.id === target.id);
  if (!item) throw new Error(`The BI item ${target.id} is not in the item list.`);
  return {
    type: item.type,
    id: item.id,
    embedUrl: item.embedUrl,
    token: token.token,
    expiresAt: Date.parse(token.expiration),
  };
}

/**
 * The ticket of one insight, fetched once per opening (not again on focus: the SDK refreshes the token),
 * and `renew` for the SDK's token refresh, which also keeps the cached ticket current. A BI item waits
 * for the item list (`items` undefined).
 */
export function useInsightTicket(target: InsightTarget | undefined, items: readonly BiItem[] | undefined) {
  const { status, epoch, client } = useSession();
  const ready = status === 'signedIn' && target && (target.source === 'insights' || items !== undefined);
  const key = ready ? (['insight-ticket', epoch, target.source, target.id] as const) : null;
  const { data, error, mutate } = useSWR(key, () => fetchTicket(client, target!, items ?? []), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  const renew = useCallback(async () => {
    const ticket = await fetchTicket(client, target!, items ?? []);
    await mutate(ticket, { revalidate: false });
    return { accessToken: ticket.token, expiresAt: ticket.expiresAt };
  }, [client, target, items, mutate]);
  return { ticket: data, error: error as unknown, retry: () => void mutate(), renew };
}
