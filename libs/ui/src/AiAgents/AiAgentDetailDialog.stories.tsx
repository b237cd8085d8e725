import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AiAgentDetailDialog } from './AiAgentDetailDialog';
import { sampleAiAgents } from './aiAgentFixtures';

const meta = {
  title: 'Pages/AiAgentDetailDialog',
  component: AiAgentDetailDialog,
  args: { agent: sampleAiAgents[0]!, hired: false, canHire: true, onHire: fn(), onClose: fn() },
} satisfies Meta<typeof AiAgentDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What it does, its capabilities, products, channels, price and allowance; hired from here. */
export const Detail: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Triagem de suporte' });
    await expect(within(dialog).getByText('Classificação por assunto e urgência')).toBeInTheDocument();
    await expect(within(dialog).getByText('Portal, E-mail, WhatsApp')).toBeInTheDocument();
    await expect(within(dialog).getByText('R$ 499,00 por mês')).toBeInTheDocument();
    await expect(within(dialog).getByText('2.000 conversas por mês')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contratar' }));
    await expect(args.onHire).toHaveBeenCalled();
  },
};

/** Hired in this environment already: said, and not offered again. */
export const Hired: Story = {
  args: { hired: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Triagem de suporte' });
    await expect(
      within(dialog).getByText('Este agente já está contratado neste ambiente.'),
    ).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Contratar' })).toBeNull();
  },
};
