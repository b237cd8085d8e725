import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleQuotas } from '../IaasCreateMachineForm/iaasCreateMachineFixtures';
import type { IaasResourceItem } from '../IaasResourcesTable/iaasResourceRules';
import { IAAS_FREE_RESOURCE_DEFAULT_COLUMNS, IaasManagerPage } from './IaasManagerPage';

const base = {
  vcpus: null,
  memoryGb: null,
  cidr: null,
  attachedTo: null,
  provider: 'oci',
  state: 'available' as const,
};
const free: IaasResourceItem[] = [
  {
    ...base,
    id: 'vol-acm1-05',
    name: 'acm1-backup-antigo',
    kind: 'volume',
    region: 'sa-east-1',
    sizeGb: 500,
    address: null,
    createdAt: '2026-03-02T13:20:00Z',
  },
  {
    ...base,
    id: 'vol-acm1-06',
    name: 'acm1-scratch',
    kind: 'volume',
    region: 'sa-east-1',
    sizeGb: 50,
    address: null,
    createdAt: '2026-05-10T09:00:00Z',
  },
  {
    ...base,
    id: 'ip-acm1-04',
    name: 'acm1-ip-livre',
    kind: 'public_ip',
    region: 'sa-east-1',
    sizeGb: null,
    address: '200.160.4.21',
    createdAt: '2026-06-01T12:00:00Z',
  },
];

const meta = {
  title: 'Components/IaasManagerPage',
  component: IaasManagerPage,
  tags: ['autodocs'],
  args: {
    quotas: sampleQuotas,
    quotasState: { status: 'ready' },
    createHref: '/iaas/manager/create',
    importHref: '/iaas/import-virtual-machine',
    onRemove: fn(),
    rows: free,
    total: free.length,
    page: 1,
    onPageChange: fn(),
    state: { status: 'ready' },
    filter: [],
    onFilterChange: fn(),
    sort: null,
    onSortChange: fn(),
    preferences: { visibleColumns: IAAS_FREE_RESOURCE_DEFAULT_COLUMNS, density: 'compact', pageSize: 25 },
    onPreferencesChange: fn(),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IaasManagerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quotas, and two free resources removed in bulk after 'remover 2' is typed. */
export const BulkRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'vCPUs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar acm1-backup-antigo' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar acm1-ip-livre' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover selecionados (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover 2 recursos' });
    const confirm = within(dialog).getByRole('button', { name: 'Remover' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmação' }), 'remover 2');
    await userEvent.click(confirm);
    await expect(args.onRemove).toHaveBeenCalledWith([free[0], free[2]]);
  },
};

/** One resource asks for its own name. */
export const RemoveOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar acm1-scratch' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover selecionados (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover recurso' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmação' }), 'acm1-scratch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await expect(args.onRemove).toHaveBeenCalledWith([free[1]]);
  },
};

export const Empty: Story = { args: { rows: [], total: 0 } };

export const QuotasFailed: Story = {
  args: {
    quotas: undefined,
    quotasState: { status: 'error', message: 'O servidor não respondeu.' },
    onQuotasRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onQuotasRetry).toHaveBeenCalled();
  },
};

/** A phone (390 × 844). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Criar máquina virtual' })).toBeVisible();
  },
};
