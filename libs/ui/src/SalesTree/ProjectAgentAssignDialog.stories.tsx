import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ProjectAgentAssignDialog } from './ProjectAgentAssignDialog';
import { sampleSalesCustomers } from './salesTreeFixtures';

const meta = {
  title: 'Pages/ProjectAgentAssignDialog',
  component: ProjectAgentAssignDialog,
  args: { agentName: 'Vinícius Prado', customers: sampleSalesCustomers, onAssign: fn(), onClose: fn() },
} satisfies Meta<typeof ProjectAgentAssignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer found by its name and assigned; nothing can be assigned before one is chosen. */
export const Assign: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir cliente a Vinícius Prado' });
    const confirm = within(dialog).getByRole('button', { name: 'Atribuir' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Cliente' }), 'Globex');
    await userEvent.click(await screen.findByRole('option', { name: 'Globex Filial 1 (T10028)' }));
    await userEvent.click(confirm);
    await expect(args.onAssign).toHaveBeenCalledWith(sampleSalesCustomers[2]);
  },
};
