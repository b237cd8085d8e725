import { models } from '@nuvem/embed';
import type { EmbeddedContentProps } from '@nuvem/embed/react';

/** What the API gave to open one insight: where the content is and a token for it. */
export interface InsightTicket {
  type: 'dashboard' | 'report';
  id: string;
  embedUrl: string;
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

export type ColorScheme = 'light' | 'dark';

/**
 * The embed configuration of an insight: an Embed token, the portal's language (the SDK puts it on the
 * URL) and its colour scheme (a `colorScheme` parameter the analytics frame reads), fitted to the width.
 */
export function insightEmbedConfig(
  ticket: InsightTicket,
  language: string,
  colorScheme: ColorScheme,
): EmbeddedContentProps['embedConfig'] {
  const url = new URL(ticket.embedUrl);
  url.searchParams.set('colorScheme', colorScheme);
  return {
    type: ticket.type,
    id: ticket.id,
    embedUrl: url.toString(),
    accessToken: ticket.token,
    tokenType: models.TokenType.Embed,
    settings: {
      localeSettings: { language, formatLocale: language },
      // Reports fill the width and start at the top of the 1200px frame, as dashboards do (pageView).
      ...(ticket.type === 'report'
        ? {
            layoutType: models.LayoutType.Custom,
            customLayout: { displayOption: models.DisplayOption.FitToWidth },
          }
        : {}),
    },
    ...(ticket.type === 'dashboard' ? { pageView: 'fitToWidth' as const } : {}),
  };
}
