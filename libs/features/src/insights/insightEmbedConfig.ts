import type { DatasetCreateConfig } from '@nuvem/api-contract';
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

/** Reports (and the report editor) fill the width and start at the top of the 1200px frame, as dashboards do. */
const FIT_TO_WIDTH = {
  layoutType: models.LayoutType.Custom,
  customLayout: { displayOption: models.DisplayOption.FitToWidth },
};

/**
 * The embed configuration of an insight: an Embed token, the portal's language (the SDK puts it on the
 * URL) and its colour scheme (a `colorScheme` parameter the analytics frame reads), fitted to the width.
 */
export function insightEmbedConfig(
  ticket: InsightTicket,
  language: string,
  colorScheme: ColorScheme,
): EmbeddedContentProps['embedConfig'] {
  return {
    type: ticket.type,
    id: ticket.id,
    embedUrl: withColorScheme(ticket.embedUrl, colorScheme),
    accessToken: ticket.token,
    tokenType: models.TokenType.Embed,
    settings: {
      localeSettings: { language, formatLocale: language },
      // A paginated report (rdlEmbed) lays out its own pages: its settings take no layout.
      ...(ticket.type === 'report' && !isPaginated(ticket.embedUrl) ? FIT_TO_WIDTH : {}),
    },
    ...(ticket.type === 'dashboard' ? { pageView: 'fitToWidth' as const } : {}),
  };
}

/** A paginated report's embed URL, as the SDK tells it (rdlEmbed). */
const isPaginated = (embedUrl: string) => new URL(embedUrl).pathname.toLowerCase().endsWith('/rdlembed');

/** The embed URL with the portal's colour scheme, which the analytics frame reads. */
function withColorScheme(embedUrl: string, colorScheme: ColorScheme): string {
  const url = new URL(embedUrl);
  url.searchParams.set('colorScheme', colorScheme);
  return url.toString();
}

/** What the API gave to create a report: where the editor opens, the dataset, and a create token. */
export interface CreateTicket {
  datasetId: string;
  embedUrl: string;
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** The configuration of createReport over a dataset, in the portal's language and colour scheme. */
export function createEmbedConfig(
  ticket: CreateTicket,
  language: string,
  colorScheme: ColorScheme,
): EmbeddedContentProps['embedConfig'] {
  return {
    type: 'create',
    datasetId: ticket.datasetId,
    embedUrl: withColorScheme(ticket.embedUrl, colorScheme),
    accessToken: ticket.token,
    tokenType: models.TokenType.Embed,
    settings: { localeSettings: { language, formatLocale: language }, ...FIT_TO_WIDTH },
  };
}

/** The configuration of quickCreate over a file's rows, in the portal's language and colour scheme. */
export function quickCreateEmbedConfig(
  ticket: Omit<CreateTicket, 'datasetId'>,
  datasetCreateConfig: DatasetCreateConfig,
  language: string,
  colorScheme: ColorScheme,
): EmbeddedContentProps['embedConfig'] {
  return {
    type: 'quickCreate',
    embedUrl: withColorScheme(ticket.embedUrl, colorScheme),
    accessToken: ticket.token,
    tokenType: models.TokenType.Embed,
    datasetCreateConfig: datasetCreateConfig as models.IDatasetCreateConfiguration,
    settings: { localeSettings: { language, formatLocale: language }, ...FIT_TO_WIDTH },
  };
}
