import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IaasNetworksList } from './IaasNetworksList';
import { sampleIaasNetworks, sampleIaasNetworksInProgress } from './iaasNetworkFixtures';

const meta = {
  title: 'Pages/IaasNetworksList',
  component: IaasNetworksList,
  tags: ['autodocs'],
  args: {
    rows: sampleIaasNetworks,
    total: sampleIaasNetworks.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'state', 'cidr', 'region', 'subnets', 'machines', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onAddSubnet: fn(),
    onDeleteNetwork: fn(),
    onDeleteSubnet: fn(),
    regions: ['sa-east-1', 'sa-east-2'],
    createAction: <Button variant="contained">Criar rede</Button>,
  },
} satisfies Meta<typeof IaasNetworksList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The networks with their subnets: what machines use cannot be deleted, what is free can. */
export const Networks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Redes do ambiente' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleIaasNetworks.length + 1);
    await expect(
      within(table).getByRole('button', {
        name: 'A rede acm1-vcn-principal tem máquinas: não pode ser excluída.',
      }),
    ).toBeDisabled();
    await expect(
      within(table).getByRole('button', {
        name: 'A sub-rede aplicacao de acm1-vcn-principal tem máquinas: não pode ser excluída.',
        hidden: false,
      }),
    ).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir a rede acm1-testes' }));
    await expect(args.onDeleteNetwork).toHaveBeenCalledWith(sampleIaasNetworks[2]);
    await userEvent.click(within(table).getByRole('button', { name: 'Adicionar sub-rede em acm1-testes' }));
    await expect(args.onAddSubnet).toHaveBeenCalledWith(sampleIaasNetworks[2]);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Excluir a sub-rede publica de acm1-vcn-principal' }),
    );
    await expect(args.onDeleteSubnet).toHaveBeenCalledWith(
      sampleIaasNetworks[0],
      sampleIaasNetworks[0]!.subnets[0],
    );
  },
};

/**
 * While operations run: the network being created shows its state and takes no subnet or delete yet; the
 * subnet being deleted shows its state, and its network waits for it.
 */
export const OperationsInProgress: Story = {
  args: { rows: sampleIaasNetworksInProgress, total: sampleIaasNetworksInProgress.length },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Redes do ambiente' });
    const rows = within(table).getAllByRole('row');
    const creating = rows.find((row) => within(row).queryByText('acm1-vcn-homologacao'))!;
    await expect(within(creating).getByText('Em provisionamento')).toBeInTheDocument();
    await expect(
      within(creating).getByRole('button', { name: 'Adicionar sub-rede em acm1-vcn-homologacao' }),
    ).toBeDisabled();
    await expect(
      within(creating).getByRole('button', { name: 'Excluir a rede acm1-vcn-homologacao' }),
    ).toBeDisabled();
    const main = rows.find((row) => within(row).queryByText('acm1-vcn-principal'))!;
    await expect(within(main).getByText('Excluindo')).toBeInTheDocument();
    await expect(
      within(main).getByRole('button', { name: 'Excluir a sub-rede dados de acm1-vcn-principal' }),
    ).toBeDisabled();
    await userEvent.click(
      within(main).getByRole('button', { name: 'Excluir a sub-rede publica de acm1-vcn-principal' }),
    );
    await expect(args.onDeleteSubnet).toHaveBeenCalledTimes(1);
  },
};

/** None yet: the way to create the first. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente ainda não tem redes.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Criar rede' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { args: { rows: [], total: 0, state: { status: 'loading' } } };

export const Failed: Story = {
  args: { rows: [], total: 0, state: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('O servidor não respondeu.')).toBeInTheDocument();
  },
};

/** On a phone the list still offers every action by keyboard and touch. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Adicionar sub-rede em acm1-vcn-principal' }),
    ).toBeVisible();
  },
};
