import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { samplePriceList } from '../IaasCalculator/iaasCalculatorFixtures';
import { IaasMachineActions } from './IaasMachineActions';

const meta = {
  title: 'Components/IaasMachineActions',
  component: IaasMachineActions,
  tags: ['autodocs'],
  args: { name: 'acm1-app-01', state: 'running', onAction: fn() },
} satisfies Meta<typeof IaasMachineActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running machine stops, restarts or is deleted. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Iniciar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Parar' }));
    await expect(args.onAction).toHaveBeenCalledWith('stop');
  },
};

/** A delete asks for the machine's name, typed, and sends it. */
export const DeleteConfirmedByName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir máquina virtual' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da máquina' }), 'acm1-app');
    await expect(within(dialog).getByText('O nome não confere.')).toBeInTheDocument();
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da máquina' }), '-01{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', 'acm1-app-01');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A stopped machine starts. */
export const Stopped: Story = { args: { state: 'stopped' } };

/** While the machine starts, nothing is offered. */
export const InProgress: Story = {
  args: { state: 'starting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('Uma operação está em andamento nesta máquina.')).toBeInTheDocument();
  },
};

/** The API refused the last action: its words under the buttons. */
export const Refused: Story = {
  args: {
    pending: undefined,
    error: 'A conta IaaS está em cancelamento: os recursos IaaS não são exibidos.',
  },
};

/** Sent and not yet accepted: the buttons wait. */
export const Pending: Story = {
  args: { pending: 'stop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Parar' })).toBeDisabled();
  },
};

/** A resize asks for the new size with its price; a snapshot for an optional name. */
export const ResizeAndSnapshot: Story = {
  args: {
    resize: { region: 'sa-east-1', currentSku: 'std.2x8', prices: samplePriceList.prices },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Redimensionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redimensionar máquina virtual' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Novo tamanho' }));
    await userEvent.click(await screen.findByRole('option', { name: /^std\.4x16/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redimensionar' }));
    await expect(args.onAction).toHaveBeenCalledWith('resize', 'std.4x16');

    await userEvent.click(canvas.getByRole('button', { name: 'Criar instantâneo' }));
    const snapshot = await screen.findByRole('dialog', { name: 'Criar instantâneo da máquina' });
    await userEvent.type(
      within(snapshot).getByRole('textbox', { name: 'Nome do instantâneo (opcional)' }),
      'antes-da-atualizacao{Enter}',
    );
    await expect(args.onAction).toHaveBeenCalledWith('snapshot', 'antes-da-atualizacao');
  },
};

/** Without the price list (not loaded yet), resize is not offered; a snapshot without a name is the API's to name. */
export const SnapshotUnnamed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Redimensionar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar instantâneo' }));
    const snapshot = await screen.findByRole('dialog', { name: 'Criar instantâneo da máquina' });
    await userEvent.click(within(snapshot).getByRole('button', { name: 'Criar instantâneo' }));
    await expect(args.onAction).toHaveBeenCalledWith('snapshot', undefined);
  },
};

/** On a phone the buttons wrap. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { resize: { region: 'sa-east-1', currentSku: 'std.2x8', prices: samplePriceList.prices } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Redimensionar' })).toBeVisible();
  },
};
