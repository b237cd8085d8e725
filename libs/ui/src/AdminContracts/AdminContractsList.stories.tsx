import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminContractsList } from './AdminContractsList';
import { sampleAdminContracts } from './adminContractFixtures';

const meta = {
  title: 'Pages/AdminContractsList',
  component: AdminContractsList,
  tags: ['autodocs'],
  args: {
    rows: sampleAdminContracts,
    total: sampleAdminContracts.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['number', 'customer', 'plan', 'status', 'period', 'monthly', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof AdminContractsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product and IaaS contracts of several customers, their status and fee; one opened. */
export const Contracts: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contratos de todos os clientes' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleAdminContracts.length + 1);
    await expect(within(table).getByText(/R\$\s4\.200,50/)).toBeInTheDocument();
    await expect(within(table).getByText('Conforme o uso')).toBeInTheDocument();
    await expect(within(table).getByText('Suspenso')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Ver o contrato IAAS-GLX01-2025' }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleAdminContracts[1]);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os contratos…')).toBeInTheDocument();
  },
};
