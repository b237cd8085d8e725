import type { Topology, TopologyList, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { HomeDashboardContainer } from './HomeDashboardContainer';

const topology = (id: string, product: string, region: string, more: Partial<Topology> = {}): Topology => ({
  topology_id: id,
  cloud_id: 'ACM1',
  product,
  topology_type: 'production',
  replica_of: null,
  provider: 'oci',
  region,
  instance_name: `acm1-${product}-${id}`,
  domain: null,
  public_ip: null,
  status: 'active',
  ...more,
});

const topologies: TopologyList = {
  cloud_id: 'ACM1',
  all_topologies: false,
  topologies: [
    topology('tp-01', 'protheus', 'sa-east-1', {
      topology_type: 'dr_origin',
      instance_name: 'acm1-protheus-prd',
    }),
    topology('tp-02', 'fluig', 'sa-east-1'),
    topology('tp-03', 'rm', 'us-east-1'),
  ],
};

const user = (features: string[]): UserInfo => ({ ...demoUser, features });

const routes = (me: UserInfo) => ({
  'GET /api/v1/me': () => json(200, me),
  'GET /api/v1/environments/ACM1/topologies': () => json(200, topologies),
  'GET /api/v1/environments/ACM1': () =>
    json(200, {
      ...demoUser.customers[0],
      isFavorite: false,
      providers: ['oci'],
      official_drs: [{ region: 'sa-east-2' }],
    }),
  'GET /api/v1/environments/ACM1/disaster-recovery': () =>
    json(200, { cloud_id: 'ACM1', test_active: true, all_topologies: false }),
  'GET /api/v1/environments/ACM1/communications': () =>
    json(200, {
      communication_events: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          notification_type: 'alert',
          top_type: 'warning',
          content: 'Manutenção programada no sábado.',
          created_at: '2026-03-12T12:00:00.000Z',
        },
      ],
    }),
  'GET /api/v1/alerts': () => json(200, { alerts: [] }),
  'GET /api/v1/environments/ACM1/migration-notices': () => json(200, { notices: [] }),
  'GET /api/v1/mails': () => json(200, { Count: 2, Items: [] }),
  'GET /api/v1/environments/ACM1/notes/count': () => json(200, { quantity: 3 }),
  'GET /api/v1/environments/ACM1/pipelines': () => json(200, { actions: [] }),
  'GET /api/v1/tss/T10007': () => json(200, { t_code: 'T10007', quota_hired: 1000, quota_used: 250 }),
  'GET /api/v1/dashboards': () =>
    json(200, [{ DashboardId: 'd1', Name: 'Chamados de Suporte', category: '' }]),
});

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

const card = (name: string) => document.querySelector<HTMLElement>(`[data-home-card="${name}"]`)!;

test('the current environment at a glance, each number leading to where it comes from', async () => {
  const { render, requests } = setupFeatures(routes(user(['list_notes', 'list_pipelines', 'tss'])));
  render(<HomeDashboardContainer colorScheme="light" timeZone="America/Sao_Paulo" />);

  expect(await screen.findByRole('link', { name: 'Protheus' })).toHaveAttribute('href', '/produto/protheus');
  const products = within(card('products'));
  expect(products.getByText('3 topologias em 3 produtos')).toBeInTheDocument();
  expect(
    products.getByText('As réplicas de recuperação de desastre não estão contadas (visão DR desligada).'),
  ).toBeInTheDocument();

  const dr = within(card('disaster-recovery'));
  expect(await dr.findByText('Teste de DR ativo')).toBeInTheDocument();
  expect(await dr.findByText('réplica em sa-east-2')).toBeInTheDocument();
  // No DR feature: the pairs are read here, and nothing leads to pages the user may not open.
  expect(dr.queryAllByRole('link')).toEqual([]);

  const contract = within(card('contract'));
  expect(contract.getByText('PRIME')).toBeInTheDocument();
  expect(await contract.findByText('250 de 1.000 documentos usados')).toBeInTheDocument();

  const inbox = within(card('inbox'));
  expect(await inbox.findByRole('link', { name: 'Notas marcadas: 3' })).toHaveAttribute('href', '/notes');
  await waitFor(() =>
    expect(card('inbox').querySelector('[data-stat="messages"] [data-count]')).toHaveTextContent('2'),
  );
  // No tickets permission: no tickets asked, none shown.
  expect(card('inbox').querySelector('[data-stat="tickets"]')).toBeNull();
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/tickets')).toEqual([]);

  expect(await within(card('alerts')).findByText('Manutenção programada no sábado.')).toBeInTheDocument();
  expect(
    await within(card('actions')).findByText('Nenhuma ação executada neste ambiente.'),
  ).toBeInTheDocument();
  // Without insights_reader: no chart, no dashboards asked.
  expect(card('consumption')).toBeNull();
  expect(requestsTo(requests, 'GET /api/v1/dashboards')).toEqual([]);
  // One environment only: the chosen one.
  expect(requests.some((r) => r.url.includes('ACM2'))).toBe(false);
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(1);
});

test('with a disaster-recovery feature, the card leads to the DR pages', async () => {
  const { render } = setupFeatures(routes(user(['backup_download'])));
  render(<HomeDashboardContainer colorScheme="light" />);
  expect(await screen.findByRole('link', { name: 'Abrir recuperação de desastre' })).toHaveAttribute(
    'href',
    '/customer-disaster-recover',
  );
});

test('one failing source leaves the other cards as they are', async () => {
  const { render } = setupFeatures({
    ...routes(user(['list_notes'])),
    'GET /api/v1/environments/ACM1/topologies': () =>
      json(503, { error_code: 'service_unavailable', error_message: 'down' }),
  });
  render(<HomeDashboardContainer colorScheme="light" />);
  await waitFor(() => expect(card('products')).toHaveAttribute('data-state', 'error'));
  expect(within(card('products')).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  expect(await within(card('inbox')).findByRole('link', { name: 'Notas marcadas: 3' })).toBeInTheDocument();
  expect(card('contract')).toHaveAttribute('data-state', 'ready');
  // Without tss or list_pipelines: no quota, no actions card.
  expect(card('contract').querySelector('[data-tss]')).toBeNull();
  expect(card('actions')).toBeNull();
});

test('an insights reader with no consumption dashboard shared is told so, without a chart', async () => {
  const { render } = setupFeatures(routes(user(['insights_reader'])));
  render(<HomeDashboardContainer colorScheme="light" />);
  expect(await screen.findByText('Nenhum painel de consumo foi compartilhado com você.')).toBeInTheDocument();
  expect(card('consumption').querySelector('iframe')).toBeNull();
});

test("the consumption chart's token answers the chosen environment only (?cloudId=)", async () => {
  const { render, requests } = setupFeatures({
    ...routes(user(['insights_reader'])),
    'GET /api/v1/dashboards': () =>
      json(200, [
        { DashboardId: '00000000-0000-4000-8000-0000000000c1', Name: 'Faturamento Mensal', category: '' },
      ]),
    'GET /api/v1/dashboards/00000000-0000-4000-8000-0000000000c1/embed': () =>
      json(200, {
        url: 'http://localhost:4300/dashboardEmbed?dashboardId=00000000-0000-4000-8000-0000000000c1',
        token: 'token',
        expiration: new Date(Date.now() + 600_000).toISOString(),
      }),
  });
  render(<HomeDashboardContainer colorScheme="light" />);
  // The chart waits for the rest of the home to settle, then idles in (useIdleAfter).
  await waitFor(
    () =>
      expect(
        requestsTo(requests, 'GET /api/v1/dashboards/00000000-0000-4000-8000-0000000000c1/embed'),
      ).toHaveLength(1),
    { timeout: 5000 },
  );
  const [embed] = requestsTo(requests, 'GET /api/v1/dashboards/00000000-0000-4000-8000-0000000000c1/embed');
  expect(new URL(embed!.url, 'http://api.test').searchParams.get('cloudId')).toBe('ACM1');
});
