import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InsightsGroupsList } from './InsightsGroupsList';
import { sampleInsightsGroups } from './insightsAdminFixtures';

const meta = {
  title: 'Pages/InsightsGroupsList',
  component: InsightsGroupsList,
  tags: ['autodocs'],
  args: {
    rows: sampleInsightsGroups,
    total: sampleInsightsGroups.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'members', 'access', 'actions'],
      density: 'comfortable',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onDelete: fn(),
    createAction: <Button variant="contained">Novo grupo</Button>,
  },
} satisfies Meta<typeof InsightsGroupsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each group with its members and what it sees; a group opens or is deleted from its row. */
export const Groups: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Grupos do Insights' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleInsightsGroups.length + 1);
    await expect(within(table).getByText('2 dashboards')).toBeVisible();
    await expect(within(table).getByText('1 espaço de BI')).toBeVisible();
    await expect(within(table).getByText('Nenhum membro')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Gerenciar o grupo Financeiro Acme' }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleInsightsGroups[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir o grupo Planejamento' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleInsightsGroups[2]);
  },
};

/** No group yet: the call to action creates the first. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum grupo criado.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Novo grupo' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando os grupos…')).toBeInTheDocument();
  },
};

/** A failure says so and offers to try again. */
export const Failed: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar os grupos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** 390 px wide: the list still reads and acts. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Gerenciar o grupo Diretoria' }),
    ).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Insights groups' })).toBeVisible();
  },
};
