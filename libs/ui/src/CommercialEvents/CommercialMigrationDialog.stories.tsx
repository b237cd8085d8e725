import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommercialMigrationDialog } from './CommercialMigrationDialog';
import { sampleCommercialEvents, sampleCommercialProposals } from './commercialFixtures';

const meta = {
  title: 'Pages/CommercialMigrationDialog',
  component: CommercialMigrationDialog,
  args: {
    proposal: sampleCommercialProposals[0]!,
    events: sampleCommercialEvents.filter((event) => event.open),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CommercialMigrationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event chosen, the new value reviewed (20% off R$ 48.500,00), then confirmed. */
export const Review: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole('dialog', { name: 'Migrar a proposta PR-2026-0101' }),
    );
    const confirm = dialog.getByRole('button', { name: 'Confirmar migração' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Migração Nuvem 2026 (20% de desconto)' }));
    const review = within(dialog.getByRole('region', { name: 'Novas condições' }));
    await expect(review.getByText(/38\.800,00/)).toBeInTheDocument();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith(sampleCommercialEvents[0]!.id);
  },
};

/** No event open: said so, nothing to confirm. */
export const NoEvents: Story = {
  args: { events: [] },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(
      dialog.getByText('Nenhum evento comercial está aberto para migração agora.'),
    ).toBeInTheDocument();
  },
};
