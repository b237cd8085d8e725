import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../testing/renderPage';
import ProductRoute, { productSearchOf } from './ProductRoute';

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
  'GET /api/v1/preferences/lists': () => ({
    success: true,
    data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
  }),
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
  ['sort=region&order=desc', 'sort=-region'],
  ['sort=region&order=asc&q=+erp+', 'sort=region&filter=%3Aerp'],
  ['sort=-status', 'sort=-status'],
  ['', ''],
])('an address made before the list, ?%s, reads as ?%s', (before, after) => {
  expect(productSearchOf(new URLSearchParams(before)).toString()).toBe(after);
});

test("a product's page is titled by its menu entry and reads its filter and order from the address", async () => {
  const { calls } = at('/produto/protheus?sort=region&order=desc');
  expect(screen.getByRole('heading', { level: 1, name: 'Protheus' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['PaaS', 'Protheus']);
  await screen.findByRole('table', { name: 'Topologias de Protheus' });
  await waitFor(() =>
    expect(rowHeaders()).toEqual([
      'acm1-protheus-tp-acm1-01tp-acm1-01',
      'acm1-protheus-tp-acm1-02tp-acm1-02',
    ]),
  );
  expect(screen.getByRole('columnheader', { name: /Região/ })).toHaveAttribute('aria-sort', 'descending');
  expect(calls.filter((c) => c === 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(1);
});

test('filtering and sorting write the address; the default order stays out of it', async () => {
  const page = at('/produto/protheus');
  await screen.findByRole('table', { name: 'Topologias de Protheus' });
  await userEvent.click(screen.getByRole('button', { name: 'Situação' }));
  await waitFor(() => expect(page.location()).toBe('/produto/protheus?sort=status'));
  await userEvent.click(screen.getByRole('button', { name: /Situação/ }));
  await waitFor(() => expect(page.location()).toBe('/produto/protheus?sort=-status'));
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), 'tp-acm1-02{Enter}');
  await waitFor(() => expect(page.location()).toBe('/produto/protheus?filter=%3Atp-acm1-02&sort=-status'));
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
