import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPage, type PageRoutes } from '../testing/renderPage';
import DisasterRecoveryRoute from './DisasterRecoveryRoute';

const meWith = (features: string[]) => ({
  fullName: 'Diego Rocha',
  firstName: 'Diego',
  email: 'diego@nuvem.example',
  phone: '+55 11 93333-4444',
  kind: 'staff',
  stream_channel: 'user-diego',
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
  features,
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
});

const site = (id: string, region: string) => ({
  topology_id: id,
  instance_name: `acm1-protheus-${id}`,
  provider: 'oci',
  region,
  status: 'active',
});
const plan = (failedOver: boolean, history: unknown[] = []) => ({
  cloud_id: 'ACM1',
  state: failedOver ? 'failed_over' : 'normal',
  pairs: [
    {
      product: 'protheus',
      origin: site('tp-acm1-01', 'sa-east-1'),
      destination: site('tp-acm1-02', 'sa-east-2'),
      failed_over: failedOver,
      failed_over_at: failedOver ? '2026-03-02T13:45:00Z' : null,
      failed_over_by: failedOver ? 'Diego Rocha' : null,
    },
  ],
  history,
});

const ALL = ['dr_plan_test', 'dr_activation', 'dr_restoration', 'backup_download'];

function open(entry: string, features: string[], extra: PageRoutes = {}) {
  return renderPage(
    <Routes>
      <Route path="/customer-disaster-recover/*" element={<DisasterRecoveryRoute />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      entry,
      routes: {
        'GET /api/v1/me': () => meWith(features),
        'GET /api/v1/environments/ACM1/disaster-recovery/plan': () => plan(false),
        'GET /api/v1/environments/ACM1/disaster-recovery': () => ({
          cloud_id: 'ACM1',
          test_active: false,
          all_topologies: false,
        }),
        ...extra,
      },
    },
  );
}

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

test.each([
  ['plan-test', 'Teste do plano'],
  ['activation', 'Ativação'],
  ['deactivation', 'Desativação'],
  ['backup', 'Backup'],
])('/customer-disaster-recover/%s is titled by its menu entry', async (path, title) => {
  open(`/customer-disaster-recover/${path}`, ALL, {
    'GET /api/v1/environments/ACM1/backups': () => ({ cloud_id: 'ACM1', backups: [] }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Nuvem`);
  expect(screen.getByRole('navigation', { name: /.+/ })).toHaveTextContent('Recuperação de desastre');
});

test('a page whose feature the user lacks sends them to /not-authorized; the bare path opens the first they hold', async () => {
  const first = open('/customer-disaster-recover/plan-test', ['backup_download']);
  await waitFor(() => expect(first.location()).toBe('/not-authorized'));
});

test('the bare path opens the first page the user may see', async () => {
  const page = open('/customer-disaster-recover', ['dr_restoration']);
  await waitFor(() => expect(page.location()).toBe('/customer-disaster-recover/deactivation'));
});

test('activation: a pair fails over after the typed confirmation, and the page shows the new state', async () => {
  const bodies: unknown[] = [];
  const { calls } = open('/customer-disaster-recover/activation', ALL, {
    'POST /api/v1/environments/ACM1/disaster-recovery/activation': (body) => {
      bodies.push(body);
      return plan(true, [
        {
          id: '00000000-0000-4000-8000-000000000001',
          kind: 'activate',
          occurred_at: '2026-03-02T13:45:00Z',
          actor: 'Diego Rocha',
          topology_ids: ['tp-acm1-01'],
        },
      ]);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Ativar DR de Protheus' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ativar a recuperação de desastre de Protheus?' });
  expect(dialog).toHaveTextContent('Protheus passa a operar no destino (sa-east-2).');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite ACM1 para confirmar' }), 'ACM1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ativar DR' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies).toEqual([{ confirmation: 'ACM1', origin_topology_id: 'tp-acm1-01' }]);
  expect(calls).toContain('POST /api/v1/environments/ACM1/disaster-recovery/activation');
  expect(await screen.findByText('Recuperação de desastre ativa')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Histórico' })).toHaveTextContent(
    'Ativou a recuperação de desastre',
  );
  expect(screen.getByRole('button', { name: 'Ativar DR de Protheus' })).toBeDisabled();
});

test('plan test: starting it is confirmed and flips the same switch as the top bar', async () => {
  const bodies: unknown[] = [];
  open('/customer-disaster-recover/plan-test', ALL, {
    'PATCH /api/v1/environments/ACM1/disaster-recovery': (body) => {
      bodies.push(body);
      return { cloud_id: 'ACM1', test_active: true, all_topologies: false };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste' }));
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar o teste do plano de recuperação?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar teste' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies).toEqual([{ test_active: true }]);
  expect(await screen.findByText('Teste em andamento')).toBeInTheDocument();
});
