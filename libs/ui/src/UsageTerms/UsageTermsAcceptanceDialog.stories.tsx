import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageTermsAcceptanceDialog } from './UsageTermsAcceptanceDialog';
import { sampleUsageTerms } from './usageTermsFixtures';

const meta = {
  title: 'Pages/UsageTermsAcceptanceDialog',
  component: UsageTermsAcceptanceDialog,
  args: {
    term: sampleUsageTerms[1]!,
    onAccept: fn(),
    onDecline: fn(),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof UsageTermsAcceptanceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text as written (markup shown as text), 'Aceitar' enabled once the box is ticked. */
export const Asked: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Termos de uso da Nuvem' });
    const inDialog = within(dialog);
    await expect(inDialog.getByText('Responsabilidades do cliente').tagName).toBe('STRONG');
    await expect(inDialog.getByText('Texto com <b>marcação</b> aparece como escrito.')).toBeInTheDocument();
    const accept = inDialog.getByRole('button', { name: 'Aceitar' });
    await expect(accept).toBeDisabled();
    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Li e aceito os termos' }));
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(inDialog.getByRole('button', { name: 'Recusar e sair' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** The acceptance failed: the reason, and the user may try again. */
export const Failed: Story = {
  args: { error: 'O servidor não respondeu.' },
  play: async () => {
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('O servidor não respondeu.');
  },
};
