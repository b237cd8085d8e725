import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { owner: 'Nuvem Cloud', year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2026 Nuvem Cloud. Todos os direitos reservados.');
  },
};

/** Without a year the footer shows the current one. */
export const CurrentYear: Story = {
  args: { year: undefined },
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  },
};

export const LongOwnerName: Story = {
  args: { owner: 'Nuvem Serviços de Computação em Nuvem e Infraestrutura Gerenciada Ltda.' },
};
