import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { DisasterRecoveryBackups, type BackupItem } from './DisasterRecoveryBackups';

const gib = 1024 ** 3;
const backups: BackupItem[] = [
  {
    id: 'bkp-acm1-002',
    productName: 'Protheus',
    topologyId: 'tp-acm1-01',
    kind: 'archive_log',
    status: 'completed',
    sizeBytes: 1.75 * gib,
    takenAt: '2026-03-02T14:00:00Z',
    expiresAt: '2026-03-09T14:00:00Z',
  },
  {
    id: 'bkp-acm1-001',
    productName: 'Protheus',
    topologyId: 'tp-acm1-01',
    kind: 'full',
    status: 'completed',
    sizeBytes: 43 * gib,
    takenAt: '2026-03-02T02:00:00Z',
    expiresAt: '2026-04-01T02:00:00Z',
  },
  {
    id: 'bkp-acm1-003',
    productName: 'Fluig',
    topologyId: 'tp-acm1-03',
    kind: 'incremental',
    status: 'failed',
    sizeBytes: 0,
    takenAt: '2026-03-01T03:00:00Z',
    expiresAt: '2026-03-08T03:00:00Z',
  },
];

const meta = {
  title: 'Pages/DisasterRecovery/DisasterRecoveryBackups',
  component: DisasterRecoveryBackups,
  tags: ['autodocs'],
  args: {
    backups,
    state: { status: 'ready' },
    onDownload: fn(),
    onRetry: fn(),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof DisasterRecoveryBackups>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** The newest first; 'Baixar' on the completed ones. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('bkp-acm1-002');
    await expect(rows[0]).toHaveTextContent('Logs de arquivo');
    await expect(rows[1]).toHaveTextContent('43 GB');
    await expect(rows[2]).toHaveTextContent('Falhou');
    await expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('3 backups')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar o backup bkp-acm1-001' }));
    await expect(args.onDownload).toHaveBeenCalledWith('bkp-acm1-001');
    await settleRipples(canvasElement);
  },
};

/** A link on its way: its button spins, the others wait. */
export const Downloading: Story = {
  args: { downloadingId: 'bkp-acm1-001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Baixar o backup bkp-acm1-001' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Baixar o backup bkp-acm1-002' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { backups: [], state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { backups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Este ambiente não tem backups.',
    );
  },
};

export const LoadError: Story = {
  args: { backups: [], state: { status: 'error', message: 'Você não tem permissão para fazer isso.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar os backups.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};
