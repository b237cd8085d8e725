import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AiAgentConfirmDialog } from './AiAgentConfirmDialog';

const meta = {
  title: 'Components/AiAgentConfirmDialog',
  component: AiAgentConfirmDialog,
  args: {
    open: true,
    title: 'Desativar Lia, do suporte Acme?',
    text: 'O agente deixará de atender e a cobrança mensal de R$ 499,00 será encerrada. Ele continua no histórico deste ambiente.',
    confirmLabel: 'Desativar',
    destructive: true,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AiAgentConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deactivation says what stops being billed; confirmed, or cancelled with nothing done. */
export const Deactivate: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Desativar Lia, do suporte Acme?' });
    await expect(dialog).toHaveAccessibleDescription(/R\$ 499,00/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
