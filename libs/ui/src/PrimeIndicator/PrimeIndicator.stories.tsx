import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrimeIndicator } from './PrimeIndicator';

const meta = {
  title: 'Shell/TopBar/PrimeIndicator',
  component: PrimeIndicator,
  tags: ['autodocs'],
  args: { supportType: 'PRIME' },
} satisfies Meta<typeof PrimeIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PRIME customer: the chip, described by its tooltip, which keyboard users reach too. */
export const Prime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByText('PRIME').closest('.MuiChip-root') as HTMLElement;
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Cliente com suporte PRIME');
    await expect(chip).toHaveAccessibleDescription('Cliente com suporte PRIME');
  },
};

/** A STANDARD customer: nothing is shown. */
export const Standard: Story = {
  args: { supportType: 'STANDARD' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Support type not known yet: nothing is shown. */
export const Unknown: Story = {
  args: { supportType: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('PRIME')).not.toBeInTheDocument();
  },
};
