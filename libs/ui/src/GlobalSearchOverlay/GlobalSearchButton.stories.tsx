import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobalSearchButton } from './GlobalSearchButton';

const meta = {
  title: 'Shell/GlobalSearchButton',
  component: GlobalSearchButton,
  tags: ['autodocs'],
  args: { onClick: fn(), color: 'primary' },
} satisfies Meta<typeof GlobalSearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's search button: named, with the shortcut announced and shown in its tooltip. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Busca global' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+/ Meta+/');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches it, Enter presses it, and the tooltip tells of the shortcut. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Busca global' });
    await expect(button).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Busca global (Ctrl+/ ou ⌘+/)');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
