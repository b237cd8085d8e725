import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommercialEventDialog } from './CommercialEventDialog';
import { sampleCommercialEvents } from './commercialFixtures';

const meta = {
  title: 'Pages/CommercialEventDialog',
  component: CommercialEventDialog,
  args: { event: sampleCommercialEvents[0]!, onJoin: fn(), onClose: fn() },
} satisfies Meta<typeof CommercialEventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open event: its conditions and dates, and asking to join. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Migração Nuvem 2026' }));
    await expect(dialog.getByText(/20% de desconto nas propostas migradas/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar participação' }));
    await expect(args.onJoin).toHaveBeenCalled();
  },
};

/** Ended, and refused: the reason, no way to join. */
export const Ended: Story = {
  args: { event: sampleCommercialEvents[2]! },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Semana IaaS' }));
    await expect(dialog.getByText('Recusada')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Solicitar participação' })).toBeNull();
  },
};
