import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { SaveReportDialog } from './SaveReportDialog';

const meta = {
  title: 'Analytics/SaveReportDialog',
  component: SaveReportDialog,
  tags: ['autodocs'],
  args: { open: true, defaultName: 'Relatório sem título', onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof SaveReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provisional name replaced and saved with Enter; an empty name is refused with a message. */
export const NamingANewReport: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Salvar o relatório' }));
    const name = dialog.getByRole('textbox', { name: 'Nome do relatório' });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(dialog.getByText('Dê um nome ao relatório.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, '  Custos por região {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Custos por região');
    await settleRipples(canvasElement);
  },
};

/** A save under way: the buttons wait; a failure says why. */
export const SavingFailed: Story = {
  args: { saving: false, error: 'Não foi possível salvar o relatório.' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Salvar o relatório' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Não foi possível salvar o relatório.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};
