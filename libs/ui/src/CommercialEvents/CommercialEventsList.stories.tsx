import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommercialEventsList } from './CommercialEventsList';
import { listArgs, sampleCommercialEvents } from './commercialFixtures';

const meta = {
  title: 'Pages/CommercialEventsList',
  component: CommercialEventsList,
  args: {
    ...listArgs(sampleCommercialEvents, ['name', 'period', 'discount', 'participation', 'actions']),
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onJoin: fn(),
  },
} satisfies Meta<typeof CommercialEventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, joined and ended events: only the open one not joined may be asked for; a refusal shows its reason. */
export const Events: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Eventos comerciais' });
    await expect(within(table).getByText('Aprovada')).toBeInTheDocument();
    await expect(within(table).getByText('Motivo: Ambiente fora da região da campanha.')).toBeInTheDocument();
    const joins = within(table).getAllByRole('button', { name: /Solicitar participação/ });
    await expect(joins).toHaveLength(1);
    await userEvent.click(joins[0]!);
    await expect(args.onJoin).toHaveBeenCalledWith(sampleCommercialEvents[0]);
    await userEvent.click(within(table).getByRole('button', { name: 'Semana IaaS' }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleCommercialEvents[2]);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum evento comercial disponível.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os eventos comerciais…')).toBeInTheDocument();
  },
};
