import type {
  IaasNetworkList,
  IaasPriceList,
  IaasSettings,
  Operation,
  OperationKind,
  UserInfo,
} from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasSetupContainer } from './IaasSetupContainer';

const iaasUser: UserInfo = { ...demoUser, features: ['menu_iaas'] };
const base = '/api/v1/environments/ACM1/iaas';

const priceList: IaasPriceList = {
  currency: 'BRL',
  regions: [
    { region: 'sa-east-1', name: 'São Paulo' },
    { region: 'us-east-1', name: 'Virgínia do Norte' },
  ],
  prices: [
    {
      sku: 'std.2x8',
      region: 'sa-east-1',
      kind: 'size',
      unit: 'month',
      price_cents: 31_000,
      vcpus: 2,
      memory_gb: 8,
    },
  ],
  images: [
    {
      image_id: 'oracle-linux-9',
      name: 'Oracle Linux 9',
      os_family: 'linux',
      min_disk_gb: 50,
      license_cents_per_vcpu: 0,
    },
  ],
};

const networks: IaasNetworkList = {
  cloud_id: 'ACM1',
  networks: [
    {
      resource_id: 'net-acm1-01',
      name: 'acm1-vcn-principal',
      region: 'sa-east-1',
      provider: 'oci',
      state: 'in_use',
      cidr: '10.0.0.0/16',
      machine_count: 4,
      created_at: '2026-10-01T10:00:00.000Z',
      subnets: [
        {
          subnet_id: 'sub-acm1-01-01',
          name: 'publica',
          state: 'available',
          cidr: '10.0.0.0/24',
          machine_count: 0,
          created_at: '2026-10-01T10:00:00.000Z',
        },
        {
          subnet_id: 'sub-acm1-01-02',
          name: 'aplicacao',
          state: 'available',
          cidr: '10.0.1.0/24',
          machine_count: 4,
          created_at: '2026-10-01T10:00:00.000Z',
        },
      ],
    },
  ],
};

const settings: IaasSettings = {
  enabled_regions: ['sa-east-1'],
  default_region: 'sa-east-1',
  default_size_sku: 'std.2x8',
  default_image_id: 'oracle-linux-9',
  default_network_id: 'net-acm1-01',
  updated_at: null,
};

/** A 202's operation, just accepted. */
const accepted = (kind: OperationKind, targetId: string) =>
  json(202, {
    operation: {
      id: '6f1c1f3e-0000-4000-8000-000000000001',
      cloud_id: 'ACM1',
      kind,
      target_id: targetId,
      state: 'PENDING',
      steps: [],
      step_count: 1,
      error_code: null,
      user: 'ana@acme.example',
      created_at: '2026-12-07T01:00:00.000Z',
      started_at: null,
      finished_at: null,
    } satisfies Operation,
  });

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

const routes = {
  'GET /api/v1/me': () => json(200, iaasUser),
  'GET /api/v1/iaas/price-list': () => json(200, priceList),
  [`GET ${base}/networks`]: () => json(200, networks),
  [`GET ${base}/settings`]: () => json(200, settings),
};

const render = (extra: Parameters<typeof setupFeatures>[0] = {}) => {
  const features = setupFeatures({ ...routes, ...extra });
  features.render(<IaasSetupContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  return features;
};

test('lists the networks with their subnets, and the settings', async () => {
  render();
  const table = await screen.findByRole('table', { name: 'Redes do ambiente' });
  expect(await within(table).findByText('acm1-vcn-principal')).toBeInTheDocument();
  expect(within(table).getByText('aplicacao · 10.0.1.0/24')).toBeInTheDocument();
  expect(
    within(table).getByRole('button', {
      name: 'A rede acm1-vcn-principal tem máquinas: não pode ser excluída.',
    }),
  ).toBeDisabled();
  expect(await screen.findByRole('checkbox', { name: 'São Paulo (sa-east-1)' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Virgínia do Norte (us-east-1)' })).not.toBeChecked();
});

test("creates a network: a block with host bits is refused before any request, the API's overlap in words", async () => {
  const post = `POST ${base}/networks`;
  let answers = 0;
  const { requests } = render({
    [post]: () =>
      ++answers === 1
        ? json(409, {
            error_code: 'iaas_cidr_overlap',
            error_vars: ['acm1-vcn-principal', '10.0.0.0/16'],
            error_title: 'Erro',
            error_type: 'error',
            error_message: 'overlap',
            error_fields: [],
          })
        : accepted('network.create', 'net-acm1-02'),
  });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Criar rede' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Criar rede' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome da rede/ }), 'rede-nova');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Bloco CIDR/ }), '10.1.0.1/16');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar rede' }));
  expect(await within(dialog).findByText(/O endereço não é o início do bloco/)).toBeInTheDocument();
  expect(requestsTo(requests, post)).toEqual([]);

  const cidr = within(dialog).getByRole('textbox', { name: /Bloco CIDR/ });
  await userEvent.clear(cidr);
  await userEvent.type(cidr, '10.0.8.0/24');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar rede' }));
  expect(
    await within(dialog).findByText(
      'O bloco se sobrepõe a acm1-vcn-principal (10.0.0.0/16). Escolha um bloco livre.',
    ),
  ).toBeInTheDocument();

  await userEvent.clear(cidr);
  await userEvent.type(cidr, '10.1.0.0/16');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar rede' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Criar rede' })).toBeNull());
  const sent = requestsTo(requests, post);
  expect(sent.at(-1)!.body).toEqual({ name: 'rede-nova', region: 'sa-east-1', cidr: '10.1.0.0/16' });
  expect(sent.at(-1)!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  // Accepted (202): said above the list, which is fetched again to show the network provisioning.
  expect(await screen.findByText(/^A criação da rede rede-nova começou\./)).toBeInTheDocument();
  await vi.waitFor(() => expect(requestsTo(requests, `GET ${base}/networks`).length).toBeGreaterThan(1));
}, 60_000);

test('shows a network and a subnet an operation is changing, their actions waiting', async () => {
  render({
    [`GET ${base}/networks`]: () =>
      json(200, {
        ...networks,
        networks: [
          {
            ...networks.networks[0]!,
            subnets: [
              networks.networks[0]!.subnets[0]!,
              { ...networks.networks[0]!.subnets[1]!, state: 'deleting' },
            ],
          },
          {
            ...networks.networks[0]!,
            resource_id: 'net-acm1-02',
            name: 'rede-nova',
            state: 'provisioning',
            machine_count: 0,
            subnets: [],
          },
        ],
      }),
  });
  const table = await screen.findByRole('table', { name: 'Redes do ambiente' });
  expect(await within(table).findByText('Em provisionamento')).toBeInTheDocument();
  expect(within(table).getByText('Excluindo')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Adicionar sub-rede em rede-nova' })).toBeDisabled();
  expect(within(table).getByRole('button', { name: 'Excluir a rede rede-nova' })).toBeDisabled();
});

test('deletes a free subnet once its name is typed, and saves the settings', async () => {
  const del = `DELETE ${base}/networks/net-acm1-01/subnets/sub-acm1-01-01`;
  const put = `PUT ${base}/settings`;
  const { requests } = render({
    [del]: () => accepted('subnet.delete', 'sub-acm1-01-01'),
    [put]: (request) => json(200, { ...(request.body as object), updated_at: '2026-12-06T10:00:00.000Z' }),
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Excluir a sub-rede publica de acm1-vcn-principal' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Excluir a sub-rede publica?' });
  expect(requestsTo(requests, del)).toEqual([]);
  const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da sub-rede' }), 'publica');
  await userEvent.click(confirm);
  await vi.waitFor(() => expect(requestsTo(requests, del)).toHaveLength(1));
  expect(requestsTo(requests, del)[0]!.body).toEqual({ confirmation: 'publica' });
  expect(await screen.findByText(/^A exclusão da sub-rede publica começou\./)).toBeInTheDocument();

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Virgínia do Norte (us-east-1)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar configuração' }));
  expect(await screen.findByText('Configuração salva.')).toBeInTheDocument();
  expect(requestsTo(requests, put)[0]!.body).toEqual({
    enabled_regions: ['sa-east-1', 'us-east-1'],
    default_region: 'sa-east-1',
    default_size_sku: 'std.2x8',
    default_image_id: 'oracle-linux-9',
    default_network_id: 'net-acm1-01',
  });
});
