import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { DisasterRecoveryConfirmDialog } from './DisasterRecoveryConfirmDialog';
import { overlayDocs } from '../internal/overlayDocs';

const meta = {
  title: 'Pages/DisasterRecovery/DisasterRecoveryConfirmDialog',
  component: DisasterRecoveryConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Ativar a recuperação de desastre?',
    description:
      'Protheus passa a operar no destino (sa-east-2). Os usuários podem sentir uma breve interrupção durante a troca.',
    confirmLabel: 'Ativar DR',
    tone: 'danger',
    typedConfirmation: 'ACM1',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen', ...overlayDocs },
} satisfies Meta<typeof DisasterRecoveryConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A failover: the button waits for the environment's code, then hands over what was typed. */
export const TypedConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', {
      name: 'Ativar a recuperação de desastre?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Ativar DR' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite ACM1 para confirmar' }), 'ACM1');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('ACM1');
    await settleRipples(canvasElement);
  },
};

/** The API refused it: its translated message, and the dialog stays open. */
export const Refused: Story = {
  args: { error: 'A confirmação não confere: digite o código do ambiente (ACM1) exatamente.' },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('A confirmação não confere');
  },
};

/** A plan test: a click confirms; Cancelar leaves. */
export const SimpleConfirmation: Story = {
  args: {
    title: 'Iniciar o teste do plano?',
    description: 'As réplicas de destino sobem em rede isolada. A produção não é afetada.',
    confirmLabel: 'Iniciar teste',
    tone: 'default',
    typedConfirmation: undefined,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Iniciar o teste do plano?' });
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar teste' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('');
    await settleRipples(canvasElement);
  },
};

/** On its way: a spinner, and both buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Ativar DR' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
