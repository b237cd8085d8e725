import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EyeToggle } from './EyeToggle';

const meta = {
  title: 'Shell/TopBar/EyeToggle',
  component: EyeToggle,
  tags: ['autodocs'],
  args: { visible: true, onChange: fn() },
} satisfies Meta<typeof EyeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values shown: a press hides them. */
export const ValuesShown: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = within(canvasElement).getByRole('button', { name: 'Ocultar valores' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.hover(toggle);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Ocultar valores');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Values hidden: the toggle is pressed and a press shows them again. */
export const ValuesHidden: Story = {
  args: { visible: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = within(canvasElement).getByRole('button', { name: 'Ocultar valores' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Mostrar valores');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Wired to its own state: each press flips it, by mouse or keyboard. */
export const Toggling: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(args.visible);
    return (
      <EyeToggle
        visible={visible}
        onChange={(next) => {
          args.onChange(next);
          setVisible(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Ocultar valores' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await expect(args.onChange).toHaveBeenNthCalledWith(1, false);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, true);
  },
};
