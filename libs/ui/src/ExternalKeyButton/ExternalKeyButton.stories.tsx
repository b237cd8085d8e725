import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExternalKeyButton } from './ExternalKeyButton';

const meta = {
  title: 'Shell/TopBar/ExternalKeyButton',
  component: ExternalKeyButton,
  tags: ['autodocs'],
} satisfies Meta<typeof ExternalKeyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to /admin/external-key-management, named and explained by its tooltip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Gerenciamento de chaves externas' });
    await expect(link).toHaveAttribute('href', '/admin/external-key-management');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Gerenciamento de chaves externas',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'External key management' }),
    ).toBeInTheDocument();
  },
};
