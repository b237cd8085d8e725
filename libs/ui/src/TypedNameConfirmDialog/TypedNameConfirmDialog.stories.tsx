import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TypedNameConfirmDialog } from './TypedNameConfirmDialog';

const meta = {
  title: 'Components/TypedNameConfirmDialog',
  component: TypedNameConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    name: 'acm1-vcn-homologacao',
    title: 'Excluir a rede acm1-vcn-homologacao?',
    text: 'A rede e as sub-redes dela serão excluídas. Digite o nome da rede, acm1-vcn-homologacao, para confirmar.',
    label: 'Nome da rede',
    confirmLabel: 'Excluir',
    onClose: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof TypedNameConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirm button waits for the exact name; Enter confirms once it matches. */
export const ConfirmedByName: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a rede acm1-vcn-homologacao?' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await expect(confirm).toBeDisabled();
    const field = within(dialog).getByRole('textbox', { name: 'Nome da rede' });
    await userEvent.type(field, 'acm1-vcn');
    await expect(within(dialog).getByText('O nome não confere.')).toBeInTheDocument();
    await userEvent.type(field, '{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, '-homologacao{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('acm1-vcn-homologacao');
  },
};

/** Cancelled: nothing confirmed. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
