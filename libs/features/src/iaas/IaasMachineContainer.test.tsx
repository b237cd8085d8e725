import type { IaasMachineDetail, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasMachineContainer } from './IaasMachineContainer';

const iaasUser: UserInfo = { ...demoUser, features: ['menu_iaas'] };
const path = 'GET /api/v1/environments/ACM1/iaas/virtual-machines/vm-acm1-01';

const detail: IaasMachineDetail = {
  machine: {
    resource_id: 'vm-acm1-01',
    name: 'acm1-app-01',
    kind: 'virtual_machine',
    provider: 'oci',
    region: 'sa-east-2',
    state: 'running',
    vcpus: 8,
    memory_gb: 32,
    size_gb: 100,
    cidr: null,
    address: null,
    attached_to: null,
    created_at: '2026-01-02T03:04:05.000Z',
  },
  size: { sku: 'std.8x32', vcpus: 8, memory_gb: 32 },
  image: { image_id: 'oracle-linux-9', name: 'Oracle Linux 9', os_family: 'linux' },
  private_address: '10.0.1.10',
  network: { resource_id: 'net-acm1-01', name: 'acm1-vcn-principal', cidr: '10.0.0.0/16' },
  tags: { aplicacao: 'erp' },
  volumes: [],
  public_ips: [],
  monthly_cents: 142_550,
  failure: null,
  usage: [{ day: '2026-12-05', state: 'Em execução', cpu_pct: 41.5, memory_pct: 60 }],
};

/** What the page asks besides the machine: its snapshots and the price list (the resize dialog's). */
const machinePageRoutes = {
  'GET /api/v1/environments/ACM1/iaas/snapshots': () => json(200, { cloud_id: 'ACM1', snapshots: [] }),
  'GET /api/v1/iaas/price-list': () => json(200, { currency: 'BRL', regions: [], prices: [], images: [] }),
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

test('shows the machine of the current environment: its parts, cost and use', async () => {
  const { render, requests } = setupFeatures({
    ...machinePageRoutes,
    'GET /api/v1/me': () => json(200, iaasUser),
    [path]: () => json(200, detail),
  });
  render(<IaasMachineContainer resourceId="vm-acm1-01" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'acm1-app-01' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Configuração' })).toHaveTextContent('Oracle Linux 9');
  expect(screen.getByRole('region', { name: 'Custo estimado' }).textContent?.replace(/\s/g, ' ')).toContain(
    'R$ 1.425,50 por mês',
  );
  const usage = screen.getByRole('table', { name: 'Uso de CPU e memória (últimos 30 dias)' });
  expect(within(usage).getAllByRole('row')).toHaveLength(2);
  expect(requestsTo(requests, path)).toHaveLength(1);
});

test('a machine whose create failed shows its error state, what failed and why', async () => {
  const { render } = setupFeatures({
    ...machinePageRoutes,
    'GET /api/v1/me': () => json(200, iaasUser),
    [path]: () =>
      json(200, {
        ...detail,
        machine: { ...detail.machine, state: 'error' },
        failure: {
          operation_id: '0b6e4a52-2d55-4a4f-9d8e-5f1c2a3b4c5d',
          kind: 'vm.create',
          error_code: 'vm_action_not_allowed',
          finished_at: '2026-12-06T18:30:00.000Z',
        },
      }),
  });
  render(<IaasMachineContainer resourceId="vm-acm1-01" />);
  expect(await screen.findByText('Com erro')).toBeInTheDocument();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Falha: Criar máquina virtual acm1-app-01');
  expect(alert).toHaveTextContent('O estado atual da máquina virtual vm-acm1-01 não permite esta ação.');
});

test("a refusal shows the API's words: a machine the environment does not have", async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, iaasUser),
    [path]: () => apiError(404, 'iaas_machine_not_found', ['vm-acm1-01']),
  });
  render(<IaasMachineContainer resourceId="vm-acm1-01" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A máquina virtual vm-acm1-01 não existe neste ambiente.',
  );
});

const action = 'POST /api/v1/environments/ACM1/iaas/virtual-machines/vm-acm1-01/actions';

test('an action is sent with an Idempotency-Key, and a retry of the same choice sends the same key', async () => {
  let refusals = 1;
  const { render, requests } = setupFeatures({
    ...machinePageRoutes,
    'GET /api/v1/me': () => json(200, iaasUser),
    [path]: () => json(200, detail),
    [action]: () => (refusals-- > 0 ? apiError(503, 'internal_error') : json(202, { operation: {} })),
  });
  render(<IaasMachineContainer resourceId="vm-acm1-01" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Parar' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Parar' }));
  await vi.waitFor(() => expect(requestsTo(requests, action)).toHaveLength(2));
  const sent = requestsTo(requests, action);
  expect(sent.map((r) => r.body)).toEqual([{ action: 'stop' }, { action: 'stop' }]);
  expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
});
