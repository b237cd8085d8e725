import { models } from '@nuvem/embed';
import { DEFAULT_EMBED_PLAYGROUND_SETTINGS } from '@nuvem/ui';
import type { InsightTicket } from '../insights/insightEmbedConfig';
import {
  embedSnippet,
  playgroundEmbedConfig,
  playgroundEmbedFields,
  playgroundEventNames,
} from './embedPlaygroundConfig';
import { eventDetailSummary, sdkErrorText } from './playgroundEventOf';

const report: InsightTicket = {
  type: 'report',
  id: 'r-1',
  embedUrl: 'https://analytics.example/reportEmbed?reportId=r-1',
  token: 'secret-embed-token',
  expiresAt: Date.now() + 600_000,
};
const dashboard: InsightTicket = {
  ...report,
  type: 'dashboard',
  id: 'd-1',
  embedUrl: 'https://analytics.example/dashboardEmbed?dashboardId=d-1',
};
const off = { ...DEFAULT_EMBED_PLAYGROUND_SETTINGS, filterPane: false, transparentBackground: true };

test('a report takes the panes and background; a dashboard its page view', () => {
  expect(playgroundEmbedFields('report', off)).toEqual({
    settings: {
      filterPaneEnabled: false,
      navContentPaneEnabled: true,
      background: models.BackgroundType.Transparent,
    },
  });
  expect(playgroundEmbedFields('dashboard', { ...off, pageView: 'oneColumn' })).toEqual({
    pageView: 'oneColumn',
  });
});

test("the live embed is the portal's configuration with the playground's fields", () => {
  const config = playgroundEmbedConfig(report, off, 'pt-BR', 'dark');
  expect(config).toMatchObject({
    type: 'report',
    id: 'r-1',
    accessToken: 'secret-embed-token',
    tokenType: models.TokenType.Embed,
    settings: {
      localeSettings: { language: 'pt-BR' },
      filterPaneEnabled: false,
      navContentPaneEnabled: true,
      background: models.BackgroundType.Transparent,
    },
  });
  expect(config.embedUrl).toContain('colorScheme=dark');
  expect(playgroundEmbedConfig(dashboard, { ...off, pageView: 'actualSize' }, 'en', 'light')).toMatchObject({
    type: 'dashboard',
    pageView: 'actualSize',
  });
});

test('the code embeds the item with the same settings and never carries the token', () => {
  const code = embedSnippet({ kind: 'report', id: report.id, embedUrl: report.embedUrl }, off);
  expect(code).not.toContain('secret-embed-token');
  expect(code).toContain("const EMBED_TOKEN = '<EMBED_TOKEN>';");
  expect(code).toContain(`const embedUrl = '${report.embedUrl}';`);
  expect(code).toContain("type: 'report',");
  expect(code).toContain("id: 'r-1',");
  expect(code).toContain('tokenType: models.TokenType.Embed,');
  expect(code).toContain('filterPaneEnabled: false,');
  expect(code).toContain('navContentPaneEnabled: true,');
  expect(code).toContain('background: models.BackgroundType.Transparent,');
  expect(code).toContain("embed.on('loaded'");
  expect(code).toContain("import { service, factories, models } from '@nuvem/embed';");

  const changed = embedSnippet(
    { kind: 'report', id: report.id, embedUrl: report.embedUrl },
    DEFAULT_EMBED_PLAYGROUND_SETTINGS,
  );
  expect(changed).toContain('filterPaneEnabled: true,');
  expect(changed).toContain('background: models.BackgroundType.Default,');

  const board = embedSnippet(
    { kind: 'dashboard', id: 'd-1', embedUrl: dashboard.embedUrl },
    { ...off, pageView: 'oneColumn' },
  );
  expect(board).toContain("pageView: 'oneColumn',");
  expect(board).not.toContain('filterPaneEnabled');
});

test('quotes in ids and URLs are escaped in the code', () => {
  expect(embedSnippet({ kind: 'report', id: "a'b", embedUrl: 'https://x.example/' }, off)).toContain(
    "id: 'a\\'b',",
  );
});

test('each embed type listens to events the SDK allows it', () => {
  expect(playgroundEventNames('dashboard')).toContain('tileClicked');
  expect(playgroundEventNames('dashboard')).not.toContain('pageChanged');
  expect(playgroundEventNames('report')).toEqual(
    expect.arrayContaining(['loaded', 'rendered', 'error', 'pageChanged']),
  );
});

test("the log shows the SDK's error text and a page's name", () => {
  const error = { message: 'LoadReportFailed', detailedMessage: 'Report not found' };
  expect(sdkErrorText(error)).toBe('Report not found');
  expect(sdkErrorText({ message: 'TokenExpired' })).toBe('TokenExpired');
  expect(eventDetailSummary('error', error)).toBe('Report not found');
  expect(eventDetailSummary('pageChanged', { newPage: { name: 'p1', displayName: 'Vendas' } })).toBe(
    'Vendas',
  );
  expect(eventDetailSummary('loaded', undefined)).toBeUndefined();
  expect(eventDetailSummary('dataSelected', { x: 'y'.repeat(400) })!.length).toBe(160);
});
