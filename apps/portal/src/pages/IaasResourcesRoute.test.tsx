import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { routeTable } from '../routes/routeTable';
import { renderPage } from '../testing/renderPage';
import IaasResourcesRoute, { iaasSearchOf } from './IaasResourcesRoute';

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
  features: ['menu_iaas'],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};

const resource = (id: string, more: Record<string, unknown> = {}) => ({
  resource_id: id,
  name: `name-${id}`,
  kind: 'virtual_machine',
  provider: 'oci',
  region: 'sa-east-1',
  state: 'running',
  vcpus: 2,
  memory_gb: 8,
  size_gb: 50,
  cidr: null,
  address: null,
  attached_to: null,
  created_at: '2026-01-02T03:04:05.000Z',
  ...more,
});

const routes = {
  'GET /api/v1/me': () => me,
  'GET /api/v1/preferences/lists': () => ({
    success: true,
    data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
  }),
  // The fake answers whatever the query; the API's filtering is tested in the API.
  'GET /api/v1/environments/ACM1/iaas/resources': () => ({
    cloud_id: 'ACM1',
    total: 3,
    page: 1,
    page_size: 25,
    summary: {
      by_kind: { virtual_machine: 2, volume: 0, network: 1, public_ip: 0 },
      in_error: 0,
      regions: ['sa-east-1', 'sa-east-2'],
    },
    resources: [
      resource('vm-acm1-01'),
      resource('vm-acm1-02', { region: 'sa-east-2', state: 'stopped' }),
      resource('net-acm1-01', {
        kind: 'network',
        vcpus: null,
        memory_gb: null,
        size_gb: null,
        cidr: '10.0.0.0/16',
        state: 'in_use',
      }),
    ],
  }),
};

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

const at = (entry: string) =>
  renderPage(
    <Routes>
      <Route path="/iaas/resources" element={<IaasResourcesRoute />} />
    </Routes>,
    { entry, routes },
  );

test.each([
  [
    'type=volume&region=sa-east-1&state=in_use',
    'filter=kind%3Dvolume&filter=region%3Dsa-east-1&filter=state%3Din_use',
  ],
  ['type=disk&region=+&state=broken&sort=name', 'sort=name'],
  ['filter=kind%3Dnetwork&page=2', 'filter=kind%3Dnetwork&page=2'],
  ['', ''],
])('an address made before the list, ?%s, reads as ?%s', (before, after) => {
  expect(iaasSearchOf(new URLSearchParams(before)).toString()).toBe(after);
});

test('the page is titled by its menu entry and reads its filters from the address', async () => {
  at('/iaas/resources?filter=kind%3Dvirtual_machine&type=volume');
  expect(screen.getByRole('heading', { level: 1, name: 'Recursos' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['IaaS', 'Recursos']);
  const table = await screen.findByRole('table', { name: 'Recursos IaaS do ambiente' });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3));
  const filters = screen.getByRole('list', { name: 'Filtros aplicados' });
  expect(
    within(filters).getByRole('button', { name: 'Remover filtro Tipo = Máquina virtual' }),
  ).toBeInTheDocument();
  expect(within(filters).getByRole('button', { name: 'Remover filtro Tipo = Volume' })).toBeInTheDocument();
  expect(screen.getByText('3 recursos')).toBeInTheDocument();
});

test('choosing filters and a sort writes them to the address; clearing the filters keeps the sort', async () => {
  const page = at('/iaas/resources');
  await screen.findByRole('table', { name: 'Recursos IaaS do ambiente' });
  await userEvent.click(await screen.findByRole('button', { name: '1 Redes' }));
  await waitFor(() => expect(page.location()).toBe('/iaas/resources?filter=kind%3Dnetwork'));
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), 'Região = sa-east-1{Enter}');
  await waitFor(() =>
    expect(page.location()).toBe('/iaas/resources?filter=kind%3Dnetwork&filter=region%3Dsa-east-1'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Nome' }));
  await waitFor(() =>
    expect(page.location()).toBe('/iaas/resources?filter=kind%3Dnetwork&filter=region%3Dsa-east-1&sort=name'),
  );
  await userEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
  await waitFor(() => expect(page.location()).toBe('/iaas/resources?sort=name'));
});

test('the route is gated as its menu entry is: menu_iaas, and not while the IaaS account is cancelling', () => {
  expect(routeTable.find((route) => route.path === 'iaas/resources')).toMatchObject({
    guard: 'login',
    feature: 'iaasResources',
  });
});
