import type { BiItem, DashboardEmbed, EmbedToken } from '@nuvem/api-contract';
import { biEndpoints, dashboardEndpoints } from '@nuvem/api-contract/paths';
import { useCallback } from 'react';
import type { ApiClient } from '../api/apiClient';
import { useSession } from '../session/useSession';
import type { InsightTicket } from './insightEmbedConfig';
import { useRenewableTicket } from './useRenewableTicket';

/** Which insight to open: an insights dashboard, or an item of the 'Data Analytics' group. */
export interface InsightTarget {
  source: 'insights' | 'bi';
  id: string;
  /** An insights dashboard's token answering this environment's rows only (the home's consumption card). */
  cloudId?: string;
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
      ...(target.cloudId ? { query: { cloudId: target.cloudId } } : {}),
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
 * The ticket of one insight (useRenewableTicket). A BI item waits for the item list (`items` undefined).
 */
export function useInsightTicket(target: InsightTarget | undefined, items: readonly BiItem[] | undefined) {
  const { status, epoch, client } = useSession();
  const ready = status === 'signedIn' && target && (target.source === 'insights' || items !== undefined);
  const key = ready
    ? (['insight-ticket', epoch, target.source, target.id, target.cloudId ?? ''] as const)
    : null;
  const fetch = useCallback(() => fetchTicket(client, target!, items ?? []), [client, target, items]);
  return useRenewableTicket(key, fetch);
}
