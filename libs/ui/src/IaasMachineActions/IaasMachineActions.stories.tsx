import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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
