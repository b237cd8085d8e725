import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DevProjectsList } from './DevProjectsList';
import { sampleDevProjects } from './devProjectFixtures';

const meta = {
  title: 'Pages/DevProjectsList',
  component: DevProjectsList,
  tags: ['autodocs'],
  args: {
    rows: sampleDevProjects,
    total: sampleDevProjects.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'description', 'environments', 'activeTokens', 'updatedAt', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(),
    projectHref: (id: string) => `/develop/projects/${id}`,
    timeZone: 'America/Sao_Paulo',
    createAction: <Button variant="contained">Novo projeto</Button>,
  },
} satisfies Meta<typeof DevProjectsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Carla's projects: each to its page; one edited, one deleted. */
export const Projects: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Seus projetos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleDevProjects.length + 1);
    await expect(within(table).getByRole('link', { name: 'Integração ERP' })).toHaveAttribute(
      'href',
      `/develop/projects/${sampleDevProjects[0]!.id}`,
    );
    await expect(within(table).getByText('Todos os seus ambientes')).toBeInTheDocument();
    await expect(within(table).getByText('2 tokens')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Editar o projeto Integração ERP' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleDevProjects[0]);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Excluir o projeto Painel do parceiro' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(sampleDevProjects[1]);
  },
};

/** None yet: the way to create the first. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você ainda não tem projetos.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Novo projeto' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os projetos…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, state: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Refused (403): the API's reason, translated by the caller. */
export const Refused: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Você não tem permissão para fazer isso.'),
    ).toBeInTheDocument();
  },
};

/** At 390 px the list still reads. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Seus projetos' })).toBeInTheDocument();
  },
};
