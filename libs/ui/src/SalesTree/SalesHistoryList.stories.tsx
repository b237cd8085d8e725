import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SalesHistoryList } from './SalesHistoryList';
import { sampleSales, sampleSalesCustomers } from './salesTreeFixtures';

const meta = {
  title: 'Pages/SalesHistoryList',
  component: SalesHistoryList,
  tags: ['autodocs'],
  args: {
    rows: sampleSales,
    total: sampleSales.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: { field: 'orderedAt', direction: 'desc' },
    preferences: {
      visibleColumns: ['orderedAt', 'customer', 'source', 'description', 'state', 'total'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    customers: sampleSalesCustomers,
    period: 'thisYear',
    onPeriodChange: fn(),
    totalCents: '205600',
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof SalesHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every customer's purchases with their source and state, the total in reais, another period chosen. */
export const History: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total: R$ 2.056,00')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Histórico de vendas' });
    await expect(within(table).getByText('R$ 258,00')).toBeInTheDocument();
    await expect(within(table).getAllByText('Agente de IA')).toHaveLength(2);
    await expect(within(table).getByText('Cancelada')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Período' }), 'Mês passado');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('lastMonth');
  },
};

/** More sales than one answer lists: said, and the total is the API's. */
export const Truncated: Story = {
  args: { truncated: { shown: 1000, count: 1250 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Mostrando as 1.000 vendas mais recentes de 1.250/),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, totalCents: '0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma venda neste período.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, totalCents: undefined, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o histórico de vendas…')).toBeInTheDocument();
  },
};

/** Refused (403): the API's reason, translated by the caller. */
export const Refused: Story = {
  args: {
    rows: [],
    total: 0,
    totalCents: undefined,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Você não tem permissão para fazer isso.'),
    ).toBeInTheDocument();
  },
};

/** At 390 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Histórico de vendas' }),
    ).toBeInTheDocument();
  },
};
