import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TssQuotaSummary } from './TssQuotaSummary';

const meta = {
  title: 'Components/TssQuotaSummary',
  component: TssQuotaSummary,
  args: { hired: 5000, used: 1234 },
} satisfies Meta<typeof TssQuotaSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's totals: hired, used, left, and the bar. */
export const Quota: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cota de documentos deste mês' });
    await expect(within(region).getByTestId('tss-hired')).toHaveTextContent('5.000');
    await expect(within(region).getByTestId('tss-used')).toHaveTextContent('1.234');
    await expect(within(region).getByTestId('tss-left')).toHaveTextContent('3.766');
    await expect(within(region).getByRole('progressbar', { name: 'Cota usada no mês' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  },
};
