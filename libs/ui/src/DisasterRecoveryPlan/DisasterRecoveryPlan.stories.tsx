import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { DisasterRecoveryPlan } from './DisasterRecoveryPlan';
import { samplePairs } from './disasterRecoveryFixtures';

const meta = {
  title: 'Pages/DisasterRecovery/DisasterRecoveryPlan',
  component: DisasterRecoveryPlan,
  tags: ['autodocs'],
  args: {
    pairs: samplePairs,
    environmentState: 'partial',
    state: { status: 'ready' },
    mode: 'view',
    onAction: fn(),
    onRetry: fn(),
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof DisasterRecoveryPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** The plan-test page's view: the environment's state and each pair's sites, with no actions. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Situação da recuperação de desastre do ambiente' });
    await expect(summary).toHaveTextContent('Recuperação de desastre parcialmente ativa');
    await expect(summary).toHaveTextContent('1 de 2 pares operando no destino');
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Protheus');
    await expect(rows[0]).toHaveTextContent('acm1-protheus-prdtp-acm1-01 · sa-east-1 · OCI');
    await expect(rows[1]).toHaveTextContent('desde 02/03/2026, 10:45, por Diego Rocha');
    await expect(rows[2]).toHaveTextContent('Sem réplica');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The activation page: 'Ativar DR' on the pairs that can fail over, and for the whole environment. */
export const Activate: Story = {
  args: { mode: 'activate' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ativar DR de Fluig' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ativar DR de TOTVS RM' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar DR de Protheus' }));
    await expect(args.onAction).toHaveBeenCalledWith('tp-acm1-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar em todo o ambiente' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(null);
    await settleRipples(canvasElement);
  },
};

/** The deactivation page: 'Restaurar origem' on the pair failed over. */
export const Restore: Story = {
  args: { mode: 'restore' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Restaurar a origem de Protheus' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar a origem de Fluig' }));
    await expect(args.onAction).toHaveBeenCalledWith('tp-acm1-05');
    await settleRipples(canvasElement);
  },
};

/** Every pair serving from its destination: nothing left to activate. */
export const FailedOver: Story = {
  args: {
    mode: 'activate',
    environmentState: 'failed_over',
    pairs: samplePairs.slice(1, 2),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recuperação de desastre ativa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ativar em todo o ambiente' })).toBeDisabled();
  },
};

/** While the plan loads: skeleton rows, and the table says it is busy. */
export const Loading: Story = {
  args: { state: { status: 'loading' }, pairs: [], mode: 'activate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Ativar em todo o ambiente' })).toBeDisabled();
  },
};

/** An environment without disaster recovery. */
export const Empty: Story = {
  args: { pairs: [], environmentState: 'normal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Este ambiente não tem pares de recuperação de desastre.',
    );
  },
};

/** The plan failed to load: the API's message and a retry. */
export const LoadError: Story = {
  args: {
    state: {
      status: 'error',
      message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Não foi possível carregar o plano de recuperação de desastre.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

/** In English. */
export const English: Story = {
  args: { mode: 'restore' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 2 pairs running on the destination')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore the origin of Fluig' })).toBeEnabled();
  },
};
