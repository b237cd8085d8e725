import { models } from '@nuvem/embed';
import type { EmbeddedContentProps } from '@nuvem/embed/react';
import type { EmbedPlaygroundSettings } from '@nuvem/ui';
import { insightEmbedConfig, type ColorScheme, type InsightTicket } from '../insights/insightEmbedConfig';

type Kind = InsightTicket['type'];

/** The SDK fields the playground's settings set: a report's panes and background, a dashboard's page view. */
export interface PlaygroundEmbedFields {
  settings?: {
    filterPaneEnabled: boolean;
    navContentPaneEnabled: boolean;
    background: models.BackgroundType;
  };
  pageView?: EmbedPlaygroundSettings['pageView'];
}

/** The one place the settings become SDK fields: the live embed and the copied code both read it. */
export function playgroundEmbedFields(kind: Kind, settings: EmbedPlaygroundSettings): PlaygroundEmbedFields {
  if (kind === 'dashboard') return { pageView: settings.pageView };
  return {
    settings: {
      filterPaneEnabled: settings.filterPane,
      navContentPaneEnabled: settings.navPane,
      background: settings.transparentBackground
        ? models.BackgroundType.Transparent
        : models.BackgroundType.Default,
    },
  };
}

/** The live embed's configuration: the portal's (language, colour scheme, layout) with the playground's fields. */
export function playgroundEmbedConfig(
  ticket: InsightTicket,
  settings: EmbedPlaygroundSettings,
  language: string,
  colorScheme: ColorScheme,
): EmbeddedContentProps['embedConfig'] {
  const base = insightEmbedConfig(ticket, language, colorScheme);
  const fields = playgroundEmbedFields(ticket.type, settings);
  return {
    ...base,
    ...(fields.pageView ? { pageView: fields.pageView } : {}),
    ...(fields.settings ? { settings: { ...base.settings, ...fields.settings } } : {}),
  };
}

/** The SDK events a playground embed listens to: each type's own (the SDK refuses others). */
export function playgroundEventNames(kind: Kind): readonly string[] {
  const common = ['loaded', 'rendered', 'error', 'dataSelected', 'buttonClicked', 'info'];
  return kind === 'dashboard'
    ? [...common, 'tileClicked']
    : [...common, 'pageChanged', 'filtersApplied', 'visualClicked', 'selectionChanged', 'commandTriggered'];
}

const js = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** What the copied code needs of the item: its type, id and embed URL (as the API gives it). */
export interface SnippetItem {
  kind: Kind;
  id: string;
  embedUrl: string;
}

/**
 * The HTML+JS that embeds the item with @nuvem/embed and the playground's settings. The token is the
 * EMBED_TOKEN placeholder, never a real one: the page's owner gets it from their server.
 */
export function embedSnippet(item: SnippetItem, settings: EmbedPlaygroundSettings): string {
  const fields = playgroundEmbedFields(item.kind, settings);
  const configLines = [
    `type: ${js(item.kind)},`,
    `id: ${js(item.id)},`,
    'embedUrl,',
    'accessToken: EMBED_TOKEN,',
    'tokenType: models.TokenType.Embed,',
    ...(fields.pageView ? [`pageView: ${js(fields.pageView)},`] : []),
    ...(fields.settings
      ? [
          'settings: {',
          `  filterPaneEnabled: ${fields.settings.filterPaneEnabled},`,
          `  navContentPaneEnabled: ${fields.settings.navContentPaneEnabled},`,
          `  background: models.BackgroundType.${
            fields.settings.background === models.BackgroundType.Transparent ? 'Transparent' : 'Default'
          },`,
          '},',
        ]
      : []),
  ];
  const events = [
    "embed.on('loaded', () => console.log('loaded'));",
    "embed.on('rendered', () => console.log('rendered'));",
    "embed.on('error', (event) => console.error(event.detail.message, event.detail.detailedMessage));",
    ...(item.kind === 'report'
      ? ["embed.on('pageChanged', (event) => console.log('pageChanged', event.detail.newPage.displayName));"]
      : ["embed.on('tileClicked', (event) => console.log('tileClicked', event.detail));"]),
  ];
  return [
    '<div id="nuvem-embed" style="height: 600px"></div>',
    '<script type="module">',
    "  import { service, factories, models } from '@nuvem/embed';",
    '',
    "  const EMBED_TOKEN = '<EMBED_TOKEN>';",
    `  const embedUrl = ${js(item.embedUrl)};`,
    '',
    '  const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory, {',
    '    trustedHosts: [new URL(embedUrl).origin],',
    '  });',
    "  const embed = powerbi.embed(document.getElementById('nuvem-embed'), {",
    ...configLines.map((line) => `    ${line}`),
    '  });',
    '',
    ...events.map((line) => `  ${line}`),
    '</script>',
  ].join('\n');
}
