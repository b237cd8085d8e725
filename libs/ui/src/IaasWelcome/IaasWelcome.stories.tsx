import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IaasWelcome, type IaasWelcomeView } from './IaasWelcome';

const overview: IaasWelcomeView = {
  machines: { total: 9, running: 6, stopped: 2, other: 1 },
  volumes: { count: 4, sizeGb: 2_750 },
  networks: 2,
  publicIps: { count: 3, free: 1 },
  regions: ['sa-east-1', 'sa-east-2'],
  monthlyCents: 1_284_350,
  checklist: [
    { step: 'network', done: true },
    { step: 'machine', done: true },
    { step: 'public_ip', done: true },
    { step: 'backup', done: false },
    { step: 'budget', done: false },
  ],
};

const meta = {
  title: 'Pages/IaasWelcome',
  component: IaasWelcome,
  tags: ['autodocs'],
  args: {
    overview,
    state: { status: 'ready' },
    hrefs: {
      network: '/iaas/setup',
      machine: '/iaas/manager',
      public_ip: '/iaas/manager',
      backup: '/backups',
      budget: '/iaas/calculator',
      machines: '/iaas/virtual-machines',
      resources: '/iaas/resources',
    },
  },
} satisfies Meta<typeof IaasWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account in use: its figures, and the two steps left with the way to each. */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 em execução · 2 paradas')).toBeInTheDocument();
    await expect(canvas.getByText('3 IPs públicos, 1 sem uso')).toBeInTheDocument();
    await expect(canvas.getByText(/R\$\s12\.843,50/)).toBeInTheDocument();
    const checklist = canvas.getByRole('region', { name: 'Primeiros passos' });
    await expect(within(checklist).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(checklist).getByText('3 de 5 concluídos')).toBeInTheDocument();
    await expect(within(checklist).getByRole('link', { name: 'Ver backups' })).toHaveAttribute(
      'href',
      '/backups',
    );
    await expect(within(checklist).queryByRole('link', { name: 'Criar máquina' })).toBeNull();
  },
};

/** A new account: nothing yet, every step to do. */
export const New: Story = {
  args: {
    overview: {
      machines: { total: 0, running: 0, stopped: 0, other: 0 },
      volumes: { count: 0, sizeGb: 0 },
      networks: 0,
      publicIps: { count: 0, free: 0 },
      regions: [],
      monthlyCents: 0,
      checklist: overview.checklist.map((s) => ({ ...s, done: false })),
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' }, overview: undefined } };

export const Refused: Story = {
  args: {
    overview: undefined,
    state: {
      status: 'error',
      message: 'A conta IaaS está em cancelamento: os recursos IaaS não são exibidos.',
    },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
