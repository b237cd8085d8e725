import type { UserInfo } from '@nuvem/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { EmbedPlaygroundContainer } from './EmbedPlaygroundContainer';

const DASHBOARD_ID = '6f1c8a52-0d7e-4c55-9a61-2f2b5d3c9e10';
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.secret-embed-token.sig';

const meAnswer = (features: string[]) => {
  const user: UserInfo = { ...demoUser, features };
  return () => json(200, user);
};

test('without an Insights feature: nothing is asked of the insights API and the way to Insights is shown', async () => {
  const { render, requests } = setupFeatures({ 'GET /api/v1/me': meAnswer(['developer']) });
  render(<EmbedPlaygroundContainer insightsHref="/insights" colorScheme="light" />);
  expect(await screen.findByText('Nenhum dashboard ou relatório disponível para você.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para o Insights' })).toHaveAttribute('href', '/insights');
  expect(requests.filter((r) => /\/dashboards|\/bi\//.test(r.url))).toEqual([]);
});

test('a dashboard picked: its code with the token left out; a setting changes the code', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': meAnswer(['developer', 'insights_reader']),
    'GET /api/v1/dashboards': () =>
      json(200, [{ DashboardId: DASHBOARD_ID, Name: 'Faturamento Mensal', category: 'Financeiro' }]),
    [`GET /api/v1/dashboards/${DASHBOARD_ID}/embed`]: () =>
      json(200, {
        url: `https://analytics.example/dashboardEmbed?dashboardId=${DASHBOARD_ID}`,
        token: TOKEN,
        expiration: new Date(Date.now() + 3_600_000).toISOString(),
      }),
  });
  const copied: string[] = [];
  render(
    <EmbedPlaygroundContainer
      insightsHref="/insights"
      colorScheme="light"
      copyText={async (text) => void copied.push(text)}
    />,
  );
  await userEvent.click(await screen.findByRole('combobox', { name: 'Dashboard ou relatório' }));
  await userEvent.keyboard('Faturamento{Enter}');
  const code = await screen.findByRole('group', { name: 'código de incorporação' });
  await waitFor(() => expect(code).toHaveTextContent(`dashboardId=${DASHBOARD_ID}`));
  expect(code).toHaveTextContent("type: 'dashboard',");
  expect(code).toHaveTextContent("pageView: 'fitToWidth',");
  expect(code.textContent).not.toContain(TOKEN);
  expect(requests.filter((r) => r.url.endsWith('/embed'))).toHaveLength(1);

  await userEvent.click(screen.getByRole('combobox', { name: 'Exibição' }));
  await userEvent.keyboard('Uma{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('group', { name: 'código de incorporação' })).toHaveTextContent(
      "pageView: 'oneColumn',",
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Copiar código de incorporação' }));
  expect(copied[0]).toContain("pageView: 'oneColumn',");
  expect(copied[0]).not.toContain(TOKEN);
  expect(
    screen.getByRole('region', { name: 'Conteúdo incorporado: Faturamento Mensal' }),
  ).toBeInTheDocument();
});
