import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotesLink } from './NotesLink';

const meta = {
  title: 'Shell/NotesLink',
  component: NotesLink,
  tags: ['autodocs'],
  args: { count: 3 },
} satisfies Meta<typeof NotesLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No checked notes: no badge, and the name says so. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notas: nenhuma marcada' });
    await expect(link).toHaveAttribute('href', '/notes');
    await expect(canvasElement.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notas: 1 marcada' })).toHaveTextContent(
      '1',
    );
  },
};

/** A few checked notes; the link is reached with Tab. */
export const Some: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notas: 3 marcadas' });
    await expect(link).toHaveTextContent('3');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Above 99 the badge shows "99+", while the accessible name keeps the exact count. */
export const Many: Story = {
  args: { count: 1234 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notas: 1.234 marcadas' });
    await expect(link).toHaveTextContent('99+');
  },
};

export const CustomHref: Story = {
  args: { count: 2, href: '/notes?filter=checked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notas: 2 marcadas' })).toHaveAttribute(
      'href',
      '/notes?filter=checked',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notes: 3 checked' })).toBeInTheDocument();
  },
};
