import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProjectAgentsList } from './ProjectAgentsList';
import { sampleProjectAgents } from './salesTreeFixtures';

const meta = {
  title: 'Pages/ProjectAgentsList',
  component: ProjectAgentsList,
  tags: ['autodocs'],
  args: {
    rows: sampleProjectAgents,
    total: sampleProjectAgents.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: { field: 'name', direction: 'asc' },
    preferences: {
      visibleColumns: ['name', 'role', 'customers', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onAssign: fn(),
    onUnassign: fn(),
  },
} satisfies Meta<typeof ProjectAgentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agents with their customers; one customer removed, another agent given one. */
export const Agents: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Agentes de projeto' });
    await expect(within(table).getByText('Nenhum cliente')).toBeInTheDocument();
    const chip = within(table).getByRole('button', { name: 'Remover Acme Produção de Marina Lopes' });
    // The chip's delete key (its icon has no test id in a production build).
    chip.focus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onUnassign).toHaveBeenCalledWith(
      sampleProjectAgents[0],
      sampleProjectAgents[0]!.customers[0],
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Atribuir cliente a Vinícius Prado' }));
    await expect(args.onAssign).toHaveBeenCalledWith(sampleProjectAgents[1]);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum agente de projeto cadastrado.')).toBeInTheDocument();
  },
};

/** At 390 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Agentes de projeto' }),
    ).toBeInTheDocument();
  },
};
