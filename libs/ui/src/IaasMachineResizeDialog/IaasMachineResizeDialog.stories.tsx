import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { samplePriceList } from '../IaasCalculator/iaasCalculatorFixtures';
import { IaasMachineResizeDialog } from './IaasMachineResizeDialog';

const meta = {
  title: 'Components/IaasMachineResizeDialog',
  component: IaasMachineResizeDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    region: 'sa-east-1',
    currentSku: 'std.2x8',
    prices: samplePriceList.prices,
    running: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof IaasMachineResizeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current size and the one chosen, with the month's difference at the region's prices. */
export const Grow: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Redimensionar máquina virtual' });
    const confirm = within(dialog).getByRole('button', { name: 'Redimensionar' });
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByText(/parada, redimensionada e iniciada novamente/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Novo tamanho' }));
    const listbox = await screen.findByRole('listbox');
    // The machine's own size cannot be chosen.
    await expect(within(listbox).getByRole('option', { name: /^std\.2x8/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: /^std\.4x16/ }));
    await expect(within(dialog).getByText(/Aumento de R\$\s310,00 por mês/)).toBeInTheDocument();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('std.4x16');
  },
};

/** A smaller size costs less: the saving is shown. */
export const Shrink: Story = {
  args: { currentSku: 'mem.8x64', running: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(/continuará parada/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Novo tamanho' }));
    await userEvent.click(await screen.findByRole('option', { name: /^std\.2x8/ }));
    await expect(within(dialog).getByText(/Redução de R\$\s1\.470,00 por mês/)).toBeInTheDocument();
  },
};

/** The API refused the size: its words in the dialog, which stays open. */
export const Refused: Story = {
  args: { error: 'O tamanho std.4x16 não existe na região da máquina.', busy: false },
};

/** On a phone the dialog takes the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('combobox', { name: 'Novo tamanho' })).toBeVisible();
  },
};
