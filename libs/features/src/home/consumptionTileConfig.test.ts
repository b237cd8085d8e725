import type { Insight } from '@nuvem/ui';
import { consumptionTileConfig, consumptionTileOf } from './consumptionTileConfig';

const dashboard = (id: string, name: string): Insight => ({
  id,
  name,
  category: 'Financeiro',
  kind: 'dashboard',
});

test('picks the first consumption dashboard the user holds, with its tile', () => {
  expect(
    consumptionTileOf([dashboard('d1', 'Custos por Ambiente'), dashboard('d2', 'Visão Geral da Conta')]),
  ).toEqual({
    dashboard: dashboard('d2', 'Visão Geral da Conta'),
    tileId: 'Custo_Mensal',
  });
  expect(
    consumptionTileOf([dashboard('d2', 'Visão Geral da Conta'), dashboard('d3', 'Faturamento Mensal')]),
  ).toMatchObject({ dashboard: { id: 'd3' }, tileId: 'Custo_Mes' });
  expect(consumptionTileOf([dashboard('d4', 'Chamados de Suporte')])).toBeUndefined();
  expect(
    consumptionTileOf([{ ...dashboard('b1', 'Faturamento Mensal'), kind: 'biDashboard' }]),
  ).toBeUndefined();
});

test("embeds the tile on the frame's tile address with the dashboard's token, language and colour scheme", () => {
  const config = consumptionTileConfig(
    {
      type: 'dashboard',
      id: 'd3',
      embedUrl: 'http://analytics.test/dashboardEmbed?dashboardId=d3',
      token: 'tok',
      expiresAt: 0,
    },
    'Custo_Mes',
    'en',
    'dark',
  );
  expect(config).toMatchObject({
    type: 'tile',
    id: 'Custo_Mes',
    dashboardId: 'd3',
    accessToken: 'tok',
    settings: { localeSettings: { language: 'en', formatLocale: 'en' } },
  });
  const url = new URL(config.embedUrl!);
  expect(url.pathname).toBe('/tileEmbed');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    dashboardId: 'd3',
    tileId: 'Custo_Mes',
    colorScheme: 'dark',
  });
});
