import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RightSidebarButton } from './RightSidebarButton';

const meta = {
  title: 'Shell/TopBar/RightSidebarButton',
  component: RightSidebarButton,
  tags: ['autodocs'],
  args: { onClick: fn(), controls: 'right-sidebar' },
} satisfies Meta<typeof RightSidebarButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No warnings: no badge. A click opens the sidebar. */
export const NoWarnings: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ações executadas' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('.MuiBadge-invisible')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const OneWarning: Story = {
  args: { warningCount: 1 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ações executadas: 1 aviso' });
    await expect(button).toHaveTextContent('1');
  },
};

/** Warnings counted; by keyboard too. */
export const Warnings: Story = {
  args: { warningCount: 3 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ações executadas: 3 avisos' });
    await expect(button).toHaveTextContent('3');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Past 99 the badge shows 99+, while the name keeps the exact count. */
export const ManyWarnings: Story = {
  args: { warningCount: 250 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ações executadas: 250 avisos' });
    await expect(button).toHaveTextContent('99+');
  },
};

/** While the sidebar is open the button says so and points to it. */
export const SidebarOpen: Story = {
  args: { expanded: true },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="right-sidebar" />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ações executadas' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', 'right-sidebar');
  },
};
