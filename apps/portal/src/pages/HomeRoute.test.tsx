import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../testing/renderPage';
import HomeRoute from './HomeRoute';
import ModernRoute from './ModernRoute';

const me = {
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: '+55 11 91234-5678',
  kind: 'customer',
  stream_channel: 'user-ana',
  stream_hash: 'h',
  customers: [
    {
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    },
    {
      cloud_id: 'ACM2',
      t_code: 'T10014',
      corporate_name: 'Acme Homologação',
      federal_id: '12.345.678/0001-02',
      region: 'us-east-1',
      budget_id: null,
      primeData: { support_type: 'STANDARD' },
    },
  ],
  features: [],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};

const routes = {
  'GET /api/v1/me': () => me,
  'GET /api/v1/mails': () => ({ Count: 0, Items: [] }),
  'GET /api/v1/alerts': () => ({ alerts: [] }),
  'GET /api/v1/environments/ACM1/communications': () => ({ communication_events: [] }),
  'GET /api/v1/environments/ACM1/migration-notices': () => ({ notices: [] }),
  'GET /api/v1/environments/ACM1/disaster-recovery': () => ({
    cloud_id: 'ACM1',
    test_active: false,
    all_topologies: false,
  }),
  'GET /api/v1/environments/ACM1': () => ({
    ...me.customers[0],
    isFavorite: false,
    providers: [],
    official_drs: [],
  }),
  'GET /api/v1/environments/ACM1/topologies': () => ({
    cloud_id: 'ACM1',
    all_topologies: false,
    topologies: [
      {
        topology_id: 'tp-acm1-01',
        cloud_id: 'ACM1',
        product: 'protheus',
        topology_type: 'production',
        replica_of: null,
        provider: 'oci',
        region: 'sa-east-1',
        instance_name: 'acm1-protheus-prd',
        domain: null,
        public_ip: null,
        status: 'active',
      },
    ],
  }),
};

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

test('Início: titled as the menu names it, the chosen environment’s cards, and nothing of another environment', async () => {
  const { calls } = renderPage(<HomeRoute />, { entry: '/dashboard', routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
  expect(document.title).toContain('Início');
  const products = await screen.findByRole('region', { name: 'Produtos e topologias' });
  expect(await within(products).findByRole('link', { name: 'Protheus' })).toHaveAttribute(
    'href',
    '/produto/protheus',
  );
  expect(calls.filter((call) => call.includes('ACM2'))).toEqual([]);
});

const modern = (
  <Routes>
    <Route path="/modern/*" element={<ModernRoute />} />
  </Routes>
);

test('/modern/dashboard is the same home', async () => {
  renderPage(modern, { entry: '/modern/dashboard', routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Protheus' })).toHaveAttribute('href', '/produto/protheus');
});

test('another modern path keeps its title', async () => {
  renderPage(modern, { entry: '/modern/approval-center', routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Painel moderno' })).toBeInTheDocument();
});
