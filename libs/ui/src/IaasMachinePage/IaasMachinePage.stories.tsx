import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IaasMachinePage } from './IaasMachinePage';
import { sampleMachine } from './iaasMachineFixtures';

const meta = {
  title: 'Pages/IaasMachinePage',
  component: IaasMachinePage,
  tags: ['autodocs'],
  args: {
    resourceId: sampleMachine.id,
    machine: sampleMachine,
    state: { status: 'ready' },
    trail: ['IaaS', 'Máquinas virtuais'],
    backHref: '/iaas/virtual-machines',
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IaasMachinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running machine: its parts, network, disks, monthly cost, 30 days of use and tags. */
export const Running: Story = {
  args: {
    actions: (
      <Button variant="outlined" size="small">
        Parar
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'acm1-app-01' })).toBeInTheDocument();
    await expect(canvas.getByText('Em execução')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar às máquinas virtuais' })).toHaveAttribute(
      'href',
      '/iaas/virtual-machines',
    );
    const config = canvas.getByRole('region', { name: 'Configuração' });
    await expect(config).toHaveTextContent('Tamanhostd.8x32');
    await expect(config).toHaveTextContent('Capacidade8 vCPU · 32 GB de memória');
    await expect(config).toHaveTextContent('ImagemOracle Linux 9');
    const network = canvas.getByRole('region', { name: 'Rede' });
    await expect(network).toHaveTextContent('IP privado10.0.1.10');
    await expect(network).toHaveTextContent('IPs públicos203.0.113.1');
    await expect(canvas.getByRole('region', { name: 'Armazenamento' })).toHaveTextContent(
      'acm1-app-logs (250 GB)',
    );
    const cost = canvas.getByRole('region', { name: 'Custo estimado' });
    await expect(cost.textContent?.replace(/\s/g, ' ')).toContain('R$ 1.425,50 por mês');
    // The chart's numbers are a table for screen readers.
    const usage = canvas.getByRole('table', { name: 'Uso de CPU e memória (últimos 30 dias)' });
    await expect(within(usage).getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByText('aplicacao: erp')).toBeInTheDocument();
  },
};

/** Titled by the address's id while the machine loads. */
export const Loading: Story = {
  args: { machine: undefined, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'vm-acm1-01' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Carregando a máquina virtual…')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refused or failed: its message, a retry and the way back. */
export const Failed: Story = {
  args: {
    machine: undefined,
    state: { status: 'error', message: 'A máquina virtual vm-acm1-99 não existe neste ambiente.' },
    resourceId: 'vm-acm1-99',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível abrir esta máquina virtual.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A machine made outside the price list, new, with nothing attached and no tags. */
export const Bare: Story = {
  args: {
    machine: {
      ...sampleMachine,
      state: 'starting',
      sizeSku: null,
      image: null,
      monthlyCents: null,
      publicIps: [],
      volumes: [],
      tags: {},
      usage: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Iniciando')).toBeInTheDocument();
    await expect(canvas.getByText('Esta máquina não tem tamanho na tabela de preços.')).toBeInTheDocument();
    await expect(canvas.getByText('Nenhum IP público')).toBeInTheDocument();
    await expect(canvas.getByText('Ainda não há uso registrado para esta máquina.')).toBeInTheDocument();
  },
};

/** A create that failed: the machine in error, nothing attached any more, and why it failed. */
export const CreateFailed: Story = {
  args: {
    machine: {
      ...sampleMachine,
      state: 'error',
      publicIps: [],
      volumes: [],
      usage: [],
      failure: {
        operation: 'Criar máquina virtual acm1-app-01',
        reason: 'A operação falhou. Tente novamente ou abra um chamado.',
        at: '2026-12-06T18:30:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Com erro')).toBeInTheDocument();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Falha: Criar máquina virtual acm1-app-01');
    await expect(alert).toHaveTextContent('A operação falhou. Tente novamente ou abra um chamado.');
    await expect(alert).toHaveTextContent('(em 06/12/2026, 15:30)');
  },
};

/** On a phone the sections stack, one under the other. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
