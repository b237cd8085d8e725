import { models } from '@nuvem/embed';
import { createEmbedConfig, insightEmbedConfig, type InsightTicket } from './insightEmbedConfig';

const dashboard: InsightTicket = {
  type: 'dashboard',
  id: 'd1',
  embedUrl: 'http://127.0.0.1:4300/dashboardEmbed?dashboardId=d1',
  token: 't1',
  expiresAt: 0,
};

describe('insightEmbedConfig', () => {
  it('embeds a dashboard fitted to the width with an Embed token, in the language and colour scheme', () => {
    const config = insightEmbedConfig(dashboard, 'en', 'dark');
    expect(config).toMatchObject({
      type: 'dashboard',
      id: 'd1',
      accessToken: 't1',
      tokenType: models.TokenType.Embed,
      pageView: 'fitToWidth',
      settings: { localeSettings: { language: 'en', formatLocale: 'en' } },
    });
    const url = new URL(config.embedUrl!);
    expect(url.searchParams.get('dashboardId')).toBe('d1');
    expect(url.searchParams.get('colorScheme')).toBe('dark');
  });

  it('fits a report to the width (no page view), and replaces a colour scheme already on the URL', () => {
    const config = insightEmbedConfig(
      { ...dashboard, type: 'report', embedUrl: 'https://a.example/reportEmbed?reportId=r&colorScheme=dark' },
      'pt-BR',
      'light',
    );
    expect(config.pageView).toBeUndefined();
    expect(config.settings).toMatchObject({
      layoutType: models.LayoutType.Custom,
      customLayout: { displayOption: models.DisplayOption.FitToWidth },
    });
    expect(new URL(config.embedUrl!).searchParams.getAll('colorScheme')).toEqual(['light']);
  });

  it('gives a paginated report (rdlEmbed) no layout settings, as its load takes none', () => {
    const config = insightEmbedConfig(
      { ...dashboard, type: 'report', embedUrl: 'https://a.example/rdlEmbed?reportId=r' },
      'pt-BR',
      'light',
    );
    expect(config.settings).toEqual({ localeSettings: { language: 'pt-BR', formatLocale: 'pt-BR' } });
    expect(models.validatePaginatedReportLoad({ ...config, id: 'r' })).toBeUndefined();
  });

  it('opens the report editor over a dataset fitted to the width', () => {
    const config = createEmbedConfig(
      {
        datasetId: 'consumo',
        embedUrl: 'https://a.example/reportEmbed?groupId=g',
        token: 'c1',
        expiresAt: 0,
      },
      'es',
      'dark',
    );
    expect(config).toMatchObject({ type: 'create', datasetId: 'consumo', accessToken: 'c1' });
    expect(models.validateCreateReport(config)).toBeUndefined();
    expect(new URL(config.embedUrl!).searchParams.get('colorScheme')).toBe('dark');
  });
});
