import { models } from '@nuvem/embed';
import type { EmbeddedContentProps } from '@nuvem/embed/react';
import type { Insight } from '@nuvem/ui';
import type { ColorScheme, InsightTicket } from '../insights/insightEmbedConfig';
import { HOME_CONSUMPTION_TILES } from './homeConstants';

/** The consumption chart the user may see: the first HOME_CONSUMPTION_TILES dashboard in their list. */
export function consumptionTileOf(
  dashboards: readonly Insight[],
): { dashboard: Insight; tileId: string } | undefined {
  for (const { dashboardName, tileId } of HOME_CONSUMPTION_TILES) {
    const dashboard = dashboards.find(
      (insight) => insight.kind === 'dashboard' && insight.name === dashboardName,
    );
    if (dashboard) return { dashboard, tileId };
  }
  return undefined;
}

/**
 * The embed configuration of one tile of an insights dashboard: the dashboard's embed URL and token (GET
 * /dashboards/:id/embed) on the frame's tile address (tileEmbed, with tileId), in the portal's language and
 * colour scheme. The tile fills the frame.
 */
export function consumptionTileConfig(
  ticket: InsightTicket,
  tileId: string,
  language: string,
  colorScheme: ColorScheme,
): EmbeddedContentProps['embedConfig'] {
  const url = new URL(ticket.embedUrl);
  url.pathname = url.pathname.replace(/dashboardEmbed\/?$/, 'tileEmbed');
  url.searchParams.set('tileId', tileId);
  url.searchParams.set('colorScheme', colorScheme);
  return {
    type: 'tile',
    id: tileId,
    dashboardId: ticket.id,
    embedUrl: url.toString(),
    accessToken: ticket.token,
    tokenType: models.TokenType.Embed,
    settings: { localeSettings: { language, formatLocale: language } },
  };
}
