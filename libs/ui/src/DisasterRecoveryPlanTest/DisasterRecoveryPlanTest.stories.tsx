import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { DisasterRecoveryPlanTest } from './DisasterRecoveryPlanTest';

const meta = {
  title: 'Pages/DisasterRecovery/DisasterRecoveryPlanTest',
  component: DisasterRecoveryPlanTest,
  tags: ['autodocs'],
  args: { active: false, onStart: fn(), onEnd: fn() },
} satisfies Meta<typeof DisasterRecoveryPlanTest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No test running: 'Iniciar teste'. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Teste do plano de recuperação' });
    await expect(section).toHaveTextContent('Nenhum teste em andamento');
    await userEvent.click(within(section).getByRole('button', { name: 'Iniciar teste' }));
    await expect(args.onStart).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

/** A test running: 'Encerrar teste'. */
export const Running: Story = {
  args: { active: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Teste em andamento')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Encerrar teste' }));
    await expect(args.onEnd).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

/** A change on its way. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Iniciar teste' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
