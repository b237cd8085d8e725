import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisasterRecoveryHistory, type DisasterRecoveryEventItem } from './DisasterRecoveryHistory';

const events: DisasterRecoveryEventItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000004',
    kind: 'restore',
    occurredAt: '2026-03-02T18:10:00Z',
    actor: 'Diego Rocha',
    topologyIds: ['tp-acm1-01'],
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'activate',
    occurredAt: '2026-03-02T13:45:00Z',
    actor: 'Diego Rocha',
    topologyIds: ['tp-acm1-01'],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'test_end',
    occurredAt: '2026-03-01T16:00:00Z',
    actor: 'Ana Souza',
    topologyIds: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'test_start',
    occurredAt: '2026-03-01T14:00:00Z',
    actor: 'Ana Souza',
    topologyIds: [],
  },
];

const meta = {
  title: 'Pages/DisasterRecovery/DisasterRecoveryHistory',
  component: DisasterRecoveryHistory,
  tags: ['autodocs'],
  args: { events, timeZone: 'America/Sao_Paulo' },
} satisfies Meta<typeof DisasterRecoveryHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what and when, the most recent first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Histórico' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('02/03/2026, 15:10Diego RochaRestaurou a origem (tp-acm1-01)');
    await expect(rows[3]).toHaveTextContent('Ana SouzaIniciou o teste do plano');
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nenhuma ação de recuperação de desastre foi registrada neste ambiente.',
    );
  },
};

/** While the plan loads. */
export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
