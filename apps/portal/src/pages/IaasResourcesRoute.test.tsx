import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { routeTable } from '../routes/routeTable';
import { renderPage } from '../testing/renderPage';
import IaasResourcesRoute, { iaasFiltersOf } from './IaasResourcesRoute';

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
  'GET /api/v1/environments/ACM1/iaas/resources': () => ({
    cloud_id: 'ACM1',
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
  ['volume', 'sa-east-1', 'in_use', { kind: 'volume', region: 'sa-east-1', state: 'in_use' }],
  ['disk', ' ', 'broken', { kind: '', region: '', state: '' }],
  ['', '', '', { kind: '', region: '', state: '' }],
])('?type=%s&region=%s&state=%s → %j', (type, region, state, expected) => {
  expect(iaasFiltersOf(type, region, state)).toEqual(expected);
});

test('the page is titled by its menu entry and reads its filters from the URL', async () => {
  at('/iaas/resources?type=virtual_machine&region=sa-east-2');
  expect(screen.getByRole('heading', { level: 1, name: 'Recursos' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['IaaS', 'Recursos']);
  const table = await screen.findByRole('table', { name: 'Recursos IaaS do ambiente' });
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['name-vm-acm1-02vm-acm1-02']);
  expect(screen.getByText('Mostrando 1 de 3')).toBeInTheDocument();
});

test('choosing filters writes them to the URL; clearing them empties it', async () => {
  at('/iaas/resources');
  await screen.findByRole('table', { name: 'Recursos IaaS do ambiente' });
  const params = () => Object.fromEntries(new URL(window.location.href).searchParams);
  await userEvent.click(screen.getByRole('button', { name: '1 Redes' }));
  expect(params()).toEqual({ type: 'network' });
  await userEvent.click(screen.getByRole('combobox', { name: 'Região' }));
  await userEvent.click(await screen.findByRole('option', { name: 'sa-east-1' }));
  expect(params()).toEqual({ type: 'network', region: 'sa-east-1' });
  await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  expect(params()).toEqual({});
});

test('the route is gated as its menu entry is: menu_iaas, and not while the IaaS account is cancelling', () => {
  expect(routeTable.find((route) => route.path === 'iaas/resources')).toMatchObject({
    guard: 'login',
    feature: 'iaasResources',
  });
});
