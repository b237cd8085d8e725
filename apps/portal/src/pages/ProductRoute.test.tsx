import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../testing/renderPage';
import ProductRoute, { productSortOf } from './ProductRoute';

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
  ],
  features: ['menu_marketplace_test'],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};

const topology = (id: string, product: string, more: Record<string, unknown> = {}) => ({
  topology_id: id,
  cloud_id: 'ACM1',
  product,
  topology_type: 'production',
  replica_of: null,
  provider: 'oci',
  region: 'sa-east-1',
  instance_name: `acm1-${product}-${id}`,
  domain: `${product}-${id}.nuvem.cloud`,
  public_ip: null,
  status: 'active',
  ...more,
});

const routes = {
  'GET /api/v1/me': () => me,
  'GET /api/v1/environments/ACM1/topologies': () => ({
    cloud_id: 'ACM1',
    all_topologies: false,
    topologies: [
      topology('tp-acm1-01', 'protheus', { region: 'sa-east-2' }),
      topology('tp-acm1-02', 'protheus', { status: 'stopped' }),
      topology('tp-acm1-03', 'fluig'),
    ],
  }),
};

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

const at = (entry: string) =>
  renderPage(
    <Routes>
      <Route path="/produto/*" element={<ProductRoute />} />
      <Route path="/404" element={<p>página 404</p>} />
    </Routes>,
    { entry, routes },
  );

const rowHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

test.each([
  ['instance', 'desc', { field: 'instance', direction: 'desc' }],
  ['region', '', { field: 'region', direction: 'asc' }],
  ['nope', 'desc', { field: 'instance', direction: 'asc' }],
  ['', '', { field: 'instance', direction: 'asc' }],
])('?sort=%s&order=%s → %j', (sort, order, expected) => {
  expect(productSortOf(sort, order)).toEqual(expected);
});

test("a product's page is titled by its menu entry and reads its search and order from the URL", async () => {
  const { calls } = at('/produto/protheus?sort=region&order=desc');
  expect(screen.getByRole('heading', { level: 1, name: 'Protheus' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['PaaS', 'Protheus']);
  await screen.findByRole('table', { name: 'Topologias de Protheus' });
  expect(rowHeaders()).toEqual(['acm1-protheus-tp-acm1-01tp-acm1-01', 'acm1-protheus-tp-acm1-02tp-acm1-02']);
  expect(screen.getByRole('columnheader', { name: /Região/ })).toHaveAttribute('aria-sort', 'descending');
  expect(calls.filter((c) => c === 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(1);
});

test('searching and sorting write the URL; the default order stays out of it', async () => {
  at('/produto/protheus');
  await screen.findByRole('table', { name: 'Topologias de Protheus' });
  const params = () => Object.fromEntries(new URL(window.location.href).searchParams);
  await userEvent.click(screen.getByRole('button', { name: 'Situação' }));
  expect(params()).toEqual({ sort: 'status' });
  await userEvent.click(screen.getByRole('button', { name: /Situação/ }));
  expect(params()).toEqual({ sort: 'status', order: 'desc' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar topologias' }), 'tp-acm1-02');
  expect(params()).toEqual({ sort: 'status', order: 'desc', q: 'tp-acm1-02' });
  await waitFor(() => expect(rowHeaders()).toEqual(['acm1-protheus-tp-acm1-02tp-acm1-02']));
});

test('a product the environment does not have shows its empty page, with the marketplace', async () => {
  at('/produto/winthor');
  expect(await screen.findByText('Este ambiente não tem topologias de WinThor.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Conhecer WinThor no Marketplace' })).toHaveAttribute(
    'href',
    '/marketplace',
  );
});

test.each(['/produto/sap', '/produto/Protheus', '/produto'])('%s answers the 404 page', async (entry) => {
  at(entry);
  expect(await screen.findByText('página 404')).toBeInTheDocument();
});
