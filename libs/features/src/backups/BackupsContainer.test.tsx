import type { BackupCatalog, IaasPriceList, SnapshotList, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { vmActionBodyOf } from '../iaas/useIaasMachineAction';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { BackupsContainer } from './BackupsContainer';
import { snapshotEntryOf } from './backupEntryOf';

const user: UserInfo = { ...demoUser, features: ['menu_iaas', 'backup_download'] };
const list = 'GET /api/v1/environments/ACM1/backup-catalog';
const restoreSnapshot = 'POST /api/v1/environments/ACM1/iaas/snapshots/snap-acm1-01-atualizacao/restore';
const restoreBackup = 'POST /api/v1/environments/ACM1/backups/bkp-acm1-014/restore';

const catalog: BackupCatalog = {
  cloud_id: 'ACM1',
  includes: { backups: true, snapshots: true },
  entries: [
    {
      id: 'snap-acm1-01-atualizacao',
      kind: 'snapshot',
      source: 'vm-acm1-01',
      name: 'antes-da-atualizacao',
      taken_at: '2026-12-05T14:00:00.000Z',
      size_bytes: 100 * 1024 ** 3,
      status: 'available',
      expires_at: null,
      restorable: true,
      downloadable: false,
    },
    {
      id: 'bkp-acm1-014',
      kind: 'incremental',
      source: 'TOP-ACM1-PROTHEUS',
      name: 'bkp-acm1-014',
      taken_at: '2026-12-05T03:00:00.000Z',
      size_bytes: 12 * 1024 ** 3,
      status: 'completed',
      expires_at: '2027-01-04T03:00:00.000Z',
      restorable: true,
      downloadable: true,
    },
  ],
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

function renderPage(routes: Parameters<typeof setupFeatures>[0]) {
  const setup = setupFeatures({
    'GET /api/v1/me': () => json(200, user),
    [list]: () => json(200, catalog),
    ...routes,
  });
  setup.render(<BackupsContainer search={new URLSearchParams()} onSearchChange={() => undefined} />);
  return setup;
}

test('lists backups and snapshots; a download leads to the DR backup page', async () => {
  const { requests } = renderPage({});
  const table = await screen.findByRole('table', { name: 'Backups e instantâneos do ambiente' });
  expect(await within(table).findByText('antes-da-atualizacao')).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('link', { name: /Baixar bkp-acm1-014/ })).toHaveAttribute(
    'href',
    '/customer-disaster-recover/backup',
  );
  expect(requestsTo(requests, list)).toHaveLength(1);
});

test('a restore is sent with the typed name and an Idempotency-Key; a retry of it sends the same key', async () => {
  let refusals = 1;
  const { requests } = renderPage({
    [restoreSnapshot]: () =>
      refusals-- > 0 ? apiError(503, 'internal_error') : json(202, { operation: {} }),
  });
  const table = await screen.findByRole('table');
  await userEvent.click(await within(table).findByRole('button', { name: 'Restaurar antes-da-atualizacao' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restaurar antes-da-atualizacao?' });
  await userEvent.type(within(dialog).getByRole('textbox'), 'antes-da-atualizacao{Enter}');
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sent = requestsTo(requests, restoreSnapshot);
  expect(sent.map((r) => r.body)).toEqual([
    { confirmation: 'antes-da-atualizacao' },
    { confirmation: 'antes-da-atualizacao' },
  ]);
  expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
});

test("a refused topology restore shows the API's words in the dialog", async () => {
  renderPage({ [restoreBackup]: () => apiError(403, 'forbidden', ['dr_restoration']) });
  const table = await screen.findByRole('table');
  await userEvent.click(await within(table).findByRole('button', { name: 'Restaurar bkp-acm1-014' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox'), 'bkp-acm1-014{Enter}');
  expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a snapshot of a machine that is gone is not restorable', () => {
  const snapshot: SnapshotList['snapshots'][number] = {
    snapshot_id: 'snap-1',
    resource_id: 'vm-gone',
    machine_exists: false,
    name: 'x',
    size_gb: 10,
    state: 'available',
    created_at: '2026-12-01T00:00:00.000Z',
    created_by: 'ana@acme.example',
  };
  expect(snapshotEntryOf(snapshot)).toMatchObject({ restorable: false, sizeBytes: 10 * 1024 ** 3 });
  expect(snapshotEntryOf({ ...snapshot, machine_exists: true }).restorable).toBe(true);
});

test("each action's dialog value goes in the field the API reads", () => {
  expect(vmActionBodyOf('resize', 'std.4x16')).toEqual({ action: 'resize', size_sku: 'std.4x16' });
  expect(vmActionBodyOf('snapshot', 'antes')).toEqual({ action: 'snapshot', name: 'antes' });
  expect(vmActionBodyOf('snapshot')).toEqual({ action: 'snapshot' });
  expect(vmActionBodyOf('delete', 'acm1-app-01')).toEqual({ action: 'delete', confirmation: 'acm1-app-01' });
});

// The price list the resize dialog reads (sa-east-2 sizes).
const priceList: IaasPriceList = {
  currency: 'BRL',
  regions: [{ region: 'sa-east-2', name: 'Rio de Janeiro' }],
  prices: [
    {
      sku: 'std.8x32',
      region: 'sa-east-2',
      kind: 'size',
      unit: 'month',
      price_cents: 124_000,
      vcpus: 8,
      memory_gb: 32,
    },
    {
      sku: 'std.16x64',
      region: 'sa-east-2',
      kind: 'size',
      unit: 'month',
      price_cents: 248_000,
      vcpus: 16,
      memory_gb: 64,
    },
  ],
  images: [],
};

test('the machine page resizes with the price list: the new size is sent as size_sku', async () => {
  const { IaasMachineContainer } = await import('../iaas/IaasMachineContainer');
  const machinePath = 'GET /api/v1/environments/ACM1/iaas/virtual-machines/vm-acm1-01';
  const action = 'POST /api/v1/environments/ACM1/iaas/virtual-machines/vm-acm1-01/actions';
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, user),
    'GET /api/v1/iaas/price-list': () => json(200, priceList),
    'GET /api/v1/environments/ACM1/iaas/snapshots': () =>
      json(200, { cloud_id: 'ACM1', snapshots: [] } satisfies SnapshotList),
    [machinePath]: () =>
      json(200, {
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
        image: null,
        private_address: null,
        network: null,
        tags: {},
        volumes: [],
        public_ips: [],
        monthly_cents: 124_000,
        usage: [],
      }),
    [action]: () => json(202, { operation: {} }),
  });
  render(<IaasMachineContainer resourceId="vm-acm1-01" />);
  expect(await screen.findByText('Esta máquina ainda não tem instantâneos.')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Redimensionar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redimensionar máquina virtual' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Novo tamanho' }));
  await userEvent.click(await screen.findByRole('option', { name: /^std\.16x64/ }));
  expect(within(dialog).getByText(/Aumento de R\$\s1\.240,00 por mês/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Redimensionar' }));
  await vi.waitFor(() => expect(requestsTo(requests, action)).toHaveLength(1));
  expect(requestsTo(requests, action)[0]!.body).toEqual({ action: 'resize', size_sku: 'std.16x64' });
});
