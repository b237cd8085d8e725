import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InsightsUsersList } from './InsightsUsersList';
import { sampleInsightsUsers } from './insightsAdminFixtures';

const meta = {
  title: 'Pages/InsightsUsersList',
  component: InsightsUsersList,
  tags: ['autodocs'],
  args: {
    rows: sampleInsightsUsers,
    total: sampleInsightsUsers.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'dashboards', 'workspaces', 'groups', 'actions'],
      density: 'comfortable',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onManage: fn(),
  },
} satisfies Meta<typeof InsightsUsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each user's effective access with where it comes from (direct, or a group). */
export const Users: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Acesso dos usuários ao Insights' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleInsightsUsers.length + 1);
    await expect(within(table).getByText('Direto, Grupo Financeiro Acme')).toBeVisible();
    await expect(within(table).getAllByText('Nenhum').length).toBeGreaterThan(0);
    await userEvent.click(within(table).getByRole('button', { name: 'Gerenciar o acesso de Ana Souza' }));
    await expect(args.onManage).toHaveBeenCalledWith(sampleInsightsUsers[0]);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum usuário encontrado.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando os usuários…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não foi possível carregar os usuários.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Gerenciar o acesso de Elisa Prado' }),
    ).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Acceso de los usuarios a Insights' }),
    ).toBeVisible();
  },
};
