import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommercialRequestsList } from './CommercialRequestsList';
import { listArgs, sampleCommercialRequests } from './commercialFixtures';

const meta = {
  title: 'Pages/CommercialRequestsList',
  component: CommercialRequestsList,
  args: {
    ...listArgs(sampleCommercialRequests, ['customer', 'request', 'state', 'requestedAt', 'actions']),
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onApprove: fn(),
    onRefuse: fn(),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof CommercialRequestsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending join (approve, refuse) and a refused migration (decided: no action, its reason shown). */
export const Requests: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Solicitações de evento comercial' });
    await expect(within(table).getByText('Participar de Migração Nuvem 2026')).toBeInTheDocument();
    await expect(
      within(table).getByText('Motivo: Proposta fora das condições do evento.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Aprovar a solicitação de Acme Produção' }),
    );
    await expect(args.onApprove).toHaveBeenCalledWith(sampleCommercialRequests[0]);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Recusar a solicitação de Acme Produção' }),
    );
    await expect(args.onRefuse).toHaveBeenCalledWith(sampleCommercialRequests[0]);
    await expect(within(table).getAllByRole('button', { name: 'Solicitação já analisada' })).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhuma solicitação de evento comercial.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
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
