import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommercialProposalsList } from './CommercialProposalsList';
import { listArgs, sampleCommercialProposals } from './commercialFixtures';

const meta = {
  title: 'Pages/CommercialProposalsList',
  component: CommercialProposalsList,
  args: {
    ...listArgs(sampleCommercialProposals, ['number', 'products', 'value', 'event', 'migration', 'actions']),
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onMigrate: fn(),
  },
} satisfies Meta<typeof CommercialProposalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One proposal to migrate, one already moved (its value in the event). */
export const Proposals: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Propostas comerciais' });
    await expect(within(table).getByText(/48\.500,00/)).toBeInTheDocument();
    await expect(within(table).getByText(/Valor no evento: R\$\s10\.399,92/)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Migrar a proposta PR-2026-0101' }));
    await expect(args.onMigrate).toHaveBeenCalledWith(sampleCommercialProposals[0]);
    await expect(within(table).queryByRole('button', { name: 'Migrar a proposta PR-2026-0102' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Este ambiente não tem propostas comerciais.'),
    ).toBeInTheDocument();
  },
};
