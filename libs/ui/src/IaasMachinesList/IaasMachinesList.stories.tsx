import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleIaasResources } from '../IaasResourcesTable/iaasResourcesFixtures';
import { IAAS_MACHINE_DEFAULT_COLUMNS, IaasMachinesList } from './IaasMachinesList';

const machines = sampleIaasResources.filter((r) => r.kind === 'virtual_machine');

const meta = {
  title: 'Pages/IaasMachinesList',
  component: IaasMachinesList,
  tags: ['autodocs'],
  args: {
    rows: machines,
    total: machines.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: IAAS_MACHINE_DEFAULT_COLUMNS, density: 'compact', pageSize: 25 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    machineHref: (id: string) => `/iaas/virtual-machines/${id}`,
    regions: ['sa-east-1', 'sa-east-2'],
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IaasMachinesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The machines, each name leading to its page; no kind or attachment columns. */
export const Machines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Máquinas virtuais do ambiente' });
    const first = machines[0]!;
    await expect(within(table).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/iaas/virtual-machines/${first.id}`,
    );
    await expect(within(table).queryByRole('columnheader', { name: /Tipo/ })).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(machines.length + 1);
  },
};

/** None yet: the way to create one. */
export const Empty: Story = {
  args: {
    rows: [],
    total: 0,
    createAction: (
      <Button variant="contained" href="/iaas/manager">
        Criar máquina
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem máquinas virtuais.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Criar máquina' })).toHaveAttribute(
      'href',
      '/iaas/manager',
    );
  },
};

export const Loading: Story = { args: { rows: [], total: 0, state: { status: 'loading' } } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
