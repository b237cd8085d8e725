import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ButtonVisual } from './ButtonVisual';

const meta = {
  title: 'Analytics/ButtonVisual',
  component: ButtonVisual,
  tags: ['autodocs'],
  args: { label: 'Ver clientes', onClick: fn(), onRendered: fn() },
  decorators: [
    (Story, { parameters }) => {
      // A report button two columns of the demo grid wide, as tall as the cards beside it.
      const size = (parameters.buttonSize as { width: number; height: number } | undefined) ?? {
        width: 200,
        height: 110,
      };
      return (
        <Box sx={{ ...size, p: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Story />
        </Box>
      );
    },
  ],
} satisfies Meta<typeof ButtonVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The design system's colour; click, Enter and Space press it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ver clientes' });
    await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
    // It fills its box (inside the story's 8px padding).
    const box = button.parentElement!;
    await expect(button.offsetWidth).toBe(box.clientWidth - 16);
    await expect(button.offsetHeight).toBe(box.clientHeight - 16);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Filled with the report theme's colour; the text stays readable (white on dark colours). */
export const ThemeColour: Story = {
  args: { color: '#C62828', label: 'Últimas 24 horas' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Últimas 24 horas' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** A light theme colour takes dark text. */
export const LightThemeColour: Story = {
  args: { color: '#FDD835' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ver clientes' });
    await expect(getComputedStyle(button).color).toBe('rgb(31, 41, 51)');
  },
};

/** A long label wraps inside the box. */
export const LongLabel: Story = {
  args: { label: 'Ver a receita de cada cliente, ambiente e mês nos últimos doze meses' },
  parameters: { buttonSize: { width: 240, height: 90 } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

/** Without an action to run (a dashboard tile, the report in edit mode) it is disabled. */
export const NotInteractive: Story = {
  args: { onClick: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ver clientes' })).toBeDisabled();
  },
};
