import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextboxVisual } from './TextboxVisual';

const meta = {
  title: 'Analytics/TextboxVisual',
  component: TextboxVisual,
  tags: ['autodocs'],
  args: {
    text: 'Consumo por região\nValores em reais, sem impostos. Atualizado diariamente às 6h.',
    onRendered: fn(),
  },
  decorators: [
    (Story) => (
      <Box
        sx={{ width: 360, height: 140, p: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextboxVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Line breaks are kept; a short text does not take focus. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const text = within(canvasElement).getByText(/^Consumo por região/);
    await expect(text.textContent).toContain('região\nValores');
    await expect(text).not.toHaveAttribute('tabindex');
    await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
  },
};

/** Longer than its box: it scrolls, and takes focus so a keyboard can scroll it. */
export const LongText: Story = {
  args: {
    text: Array.from(
      { length: 12 },
      (_, i) =>
        `${i + 1}. Os custos de ${i % 2 ? 'armazenamento' : 'rede'} incluem transferências entre regiões.`,
    ).join('\n'),
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^1\. Os custos/);
    await waitFor(() => expect(text).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(text).toHaveFocus();
  },
};

export const LongWord: Story = {
  args: {
    text: 'https://portal.nuvem.example/relatorios/consumo/2026/03/detalhamento-por-ambiente-e-servico',
  },
};
