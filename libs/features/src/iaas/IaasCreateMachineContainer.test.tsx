import type { IaasPriceList, IaasResourceList, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasCreateMachineContainer } from './IaasCreateMachineContainer';

const iaasUser: UserInfo = { ...demoUser, features: ['menu_iaas'] };
const keyId = '6f1c1f0e-0000-4000-8000-000000000001';

const size = { kind: 'size' as const, unit: 'month' as const, region: 'sa-east-1' };
const priceList: IaasPriceList = {
  currency: 'BRL',
  regions: [{ region: 'sa-east-1', name: 'São Paulo' }],
  prices: [
    { ...size, sku: 'std.2x8', price_cents: 31_000, vcpus: 2, memory_gb: 8 },
    { ...size, sku: 'std.8x32', price_cents: 124_000, vcpus: 8, memory_gb: 32 },
    {
      sku: 'disk.standard',
      region: 'sa-east-1',
      kind: 'disk',
      unit: 'gb_month',
      price_cents: 45,
      vcpus: null,
      memory_gb: null,
    },
  ],
  images: [
    {
      image_id: 'ubuntu-24.04',
      name: 'Ubuntu 24.04 LTS',
      os_family: 'linux',
      min_disk_gb: 50,
      license_cents_per_vcpu: 0,
    },
  ],
};

const network = {
  resource_id: 'net-acm1-01',
  name: 'acm1-vcn-principal',
  kind: 'network' as const,
  provider: 'oci',
  region: 'sa-east-1',
  state: 'in_use' as const,
  vcpus: null,
  memory_gb: null,
  size_gb: null,
  cidr: '10.1.0.0/16',
  address: null,
  attached_to: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const networks: IaasResourceList = {
  cloud_id: 'ACM1',
  resources: [network],
  total: 1,
  page: 1,
  page_size: 100,
  summary: { by_kind: { virtual_machine: 0, volume: 0, network: 1, public_ip: 0 }, in_error: 0, regions: [] },
};

const quotas = (vcpusUsed: number) => ({
  cloud_id: 'ACM1',
  quotas: [
    { name: 'machines', limit: 10, used: 1 },
    { name: 'vcpus', limit: 10, used: vcpusUsed },
    { name: 'memory_gb', limit: 100, used: 8 },
    { name: 'disk_gb', limit: 5000, used: 100 },
    { name: 'public_ips', limit: 5, used: 0 },
  ],
});

const post = 'POST /api/v1/environments/ACM1/iaas/virtual-machines';
const routes = {
  'GET /api/v1/me': () => json(200, iaasUser),
  'GET /api/v1/iaas/price-list': () => json(200, priceList),
  'GET /api/v1/environments/ACM1/iaas/resources': () => json(200, networks),
  'GET /api/v1/environments/ACM1/iaas/ssh-keys': () =>
    json(200, {
      ssh_keys: [
        { id: keyId, name: 'deploy', fingerprint: 'SHA256:abc', created_at: '2026-01-01T00:00:00.000Z' },
      ],
    }),
  'GET /api/v1/environments/ACM1/iaas/imported-images': () => json(200, { images: [] }),
  'GET /api/v1/environments/ACM1/iaas/quotas': () => json(200, quotas(2)),
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

test('a bad name is refused before any request; a good machine is sent once, with a key, and its page opens', async () => {
  const onCreated = vi.fn();
  const { render, requests } = setupFeatures({
    ...routes,
    [post]: () => json(202, { operation: {}, resource_id: 'vm-acm1-abc123' }),
  });
  render(<IaasCreateMachineContainer mode="create" onCreated={onCreated} />);
  const name = await screen.findByRole('textbox', { name: /Nome da máquina/ });
  // std.2x8 and its 50 GB boot disk.
  expect(screen.getByRole('region', { name: 'Resumo' }).textContent?.replace(/\s/g, ' ')).toContain(
    'R$ 332,50',
  );
  await userEvent.type(name, 'Web 01');
  await userEvent.click(screen.getByRole('button', { name: 'Criar máquina' }));
  expect(await screen.findByText(/formato/i)).toBeInTheDocument();
  expect(requestsTo(requests, post)).toEqual([]);
  await userEvent.clear(name);
  await userEvent.type(name, 'acm1-web-01');
  await userEvent.click(screen.getByRole('button', { name: 'Criar máquina' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith('vm-acm1-abc123'));
  const [sent] = requestsTo(requests, post);
  expect(sent!.body).toEqual({
    name: 'acm1-web-01',
    region: 'sa-east-1',
    size_sku: 'std.2x8',
    image_id: 'ubuntu-24.04',
    network_id: 'net-acm1-01',
    ssh_key_id: keyId,
    extra_disks_gb: [],
    public_ip: false,
  });
  expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}, 40_000);

test("the API's name refusal lands on the name field", async () => {
  const { render } = setupFeatures({
    ...routes,
    [post]: () =>
      json(409, {
        error_code: 'iaas_name_taken',
        error_vars: ['acm1-web-01'],
        error_title: 'Erro',
        error_type: 'error',
        error_message: 'taken',
        error_fields: [{ in: 'body', path: '/name', keyword: 'unique' }],
      }),
  });
  render(<IaasCreateMachineContainer mode="create" onCreated={vi.fn()} />);
  await userEvent.type(await screen.findByRole('textbox', { name: /Nome da máquina/ }), 'acm1-web-01');
  await userEvent.click(screen.getByRole('button', { name: 'Criar máquina' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Nome da máquina/ })).toHaveAccessibleDescription(
      /Já existe uma máquina chamada acm1-web-01/,
    ),
  );
}, 40_000);
