import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TssRegistrationList } from './TssRegistrationList';
import { sampleTssAdminCompanies } from './tssFixtures';

const meta = {
  title: 'Pages/TssRegistrationList',
  component: TssRegistrationList,
  tags: ['autodocs'],
  args: {
    rows: sampleTssAdminCompanies,
    total: sampleTssAdminCompanies.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['customer', 'company', 'environment', 'quota', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onSetQuota: fn(),
    registerAction: <Button variant="contained">Cadastrar empresa</Button>,
  },
} satisfies Meta<typeof TssRegistrationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every customer's companies; a quota to change. */
export const AllCustomers: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Empresas cadastradas no TSS por cliente',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleTssAdminCompanies.length + 1);
    await expect(within(table).getByText('T10028')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Alterar a cota de Globex Filial 1 S.A.' }),
    );
    await expect(args.onSetQuota).toHaveBeenCalledWith(sampleTssAdminCompanies[3]);
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, state: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar as empresas do TSS.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /tentar/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
