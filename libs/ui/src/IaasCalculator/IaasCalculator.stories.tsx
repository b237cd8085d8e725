import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IaasCalculator, type IaasCalculatorProps } from './IaasCalculator';
import { sampleBudgets, sampleLines, samplePriceList } from './iaasCalculatorFixtures';
import type { CalculatorLine } from './iaasCalculatorModel';

/** The calculator with its region and lines held here, as the page holds them. */
function Stateful(props: IaasCalculatorProps) {
  const [region, setRegion] = useState(props.region);
  const [lines, setLines] = useState<CalculatorLine[]>([...props.lines]);
  return (
    <IaasCalculator
      {...props}
      region={region}
      onRegionChange={(next) => {
        setRegion(next);
        props.onRegionChange(next);
      }}
      lines={lines}
      onLinesChange={(next) => {
        setLines(next);
        props.onLinesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/IaasCalculator',
  component: IaasCalculator,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    priceList: samplePriceList,
    state: { status: 'ready' },
    region: 'sa-east-1',
    onRegionChange: fn(),
    lines: sampleLines,
    onLinesChange: fn(),
    budgets: sampleBudgets,
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IaasCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

/** Lines priced by the region: 2 × 620,00 + 500 GB × 0,45 + 28,00 a month; a new line, a removed line. */
export const Estimate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('region', { name: 'Totais' });
    await expect(text(totals)).toContain('R$ 1.493,00');
    await expect(text(totals)).toContain('R$ 17.916,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar item' }));
    await expect(args.onLinesChange).toHaveBeenLastCalledWith([
      ...sampleLines,
      { sku: 'std.2x8', quantity: 1 },
    ]);
    await expect(text(totals)).toContain('R$ 1.803,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a linha 4' }));
    await expect(text(totals)).toContain('R$ 1.493,00');
    const quantity = canvas.getByRole('spinbutton', { name: 'GB da linha 2' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000');
    await expect(text(totals)).toContain('R$ 1.718,00');
  },
};

/** Another region prices the same lines at its own prices. */
export const OtherRegion: Story = {
  args: { region: 'us-east-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(text(canvas.getByRole('region', { name: 'Totais' }))).toContain('R$ 1.194,40');
  },
};

/** A shared budget open beside the environment's real consumption this month. */
export const SharedBudget: Story = {
  args: {
    openedBudget: { name: 'ERP em produção', createdBy: 'ana@acme.example' },
    consumption: { toDateCents: 52_000, projectedCents: 310_000, daysElapsed: 5, daysInMonth: 31 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Orçamento “ERP em produção”, salvo por ana@acme.example.'),
    ).toBeInTheDocument();
    const totals = canvas.getByRole('region', { name: 'Totais' });
    await expect(text(totals)).toContain('Consumo real do mês (5 dias)');
    await expect(text(totals)).toContain(
      'No ritmo atual, o mês custará R$ 1.607,00 a mais que este orçamento.',
    );
  },
};

/** A link's budget that cannot be opened: said above a new estimate. */
export const SharedBudgetNotFound: Story = {
  args: { openError: 'Este orçamento não existe neste ambiente.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível abrir o orçamento do link.');
    await expect(canvas.getByRole('region', { name: 'Totais' })).toBeInTheDocument();
  },
};

/** Nothing added yet, and no budget saved. */
export const Empty: Story = {
  args: { lines: [], budgets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nenhum item ainda/)).toBeInTheDocument();
    await expect(canvas.getByText('Nenhum orçamento salvo neste ambiente.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' }, priceList: undefined } };

export const Failed: Story = {
  args: { state: { status: 'error', message: 'Você não tem permissão para isto.' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
