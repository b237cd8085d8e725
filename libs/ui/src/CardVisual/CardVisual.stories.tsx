import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { VisualData, VisualDataColumn } from '../model/visualData';
import { CardVisual } from './CardVisual';

const valueData = (
  column: Omit<VisualDataColumn, 'role'>,
  value: VisualData['rows'][number][number],
): VisualData => ({
  columns: [{ ...column, role: 'value' }],
  rows: [[value]],
  totalRows: 1,
  truncated: false,
});

const totalCost = valueData(
  { key: 'Consumo.Custo Total', label: 'Custo Total', format: 'currency' },
  482_310.55,
);

const meta = {
  title: 'Analytics/CardVisual',
  component: CardVisual,
  tags: ['autodocs'],
  args: { data: totalCost, onRendered: fn() },
  decorators: [
    (Story, { parameters }) => {
      const size = (parameters.cardSize as { width: number; height: number } | undefined) ?? {
        width: 320,
        height: 160,
      };
      return (
        <Box sx={{ ...size, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Story />
        </Box>
      );
    },
  ],
} satisfies Meta<typeof CardVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('R$ 482.310,55')).toBeVisible();
    await expect(within(canvasElement).getByText('Custo Total')).toBeVisible();
    await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
  },
};

/** From a million up the value is written short; the whole value is in the tooltip. */
export const Millions: Story = {
  args: { data: valueData({ key: 'c', label: 'Custo Total no ano', format: 'currency' }, 12_345_678.9) },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('R$ 12,3 mi');
    await expect(value).toHaveAttribute('title', 'R$\u00a012.345.678,90');
  },
};

export const WholeValue: Story = {
  args: { ...Millions.args, displayUnits: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 12.345.678,90')).toBeVisible();
  },
};

export const Percent: Story = {
  args: { data: valueData({ key: 'd', label: 'Disponibilidade', format: 'percent' }, 0.9987) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99,9%')).toBeVisible();
  },
};

export const Integer: Story = {
  args: {
    data: valueData({ key: 'v', label: 'Máquinas virtuais ligadas', format: 'integer' }, 1234),
    label: 'VMs em execução',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.234')).toBeVisible();
    await expect(within(canvasElement).getByText('VMs em execução')).toBeVisible();
  },
};

export const Text: Story = {
  args: { data: valueData({ key: 'r', label: 'Região de maior custo', format: 'text' }, 'Sudeste') },
};

/** No row: Power BI's '(Em branco)'. */
export const Blank: Story = {
  args: { data: { ...totalCost, rows: [], totalRows: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(Em branco)')).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: { label: 'Custo total de consumo de todos os ambientes de produção e homologação no trimestre' },
};

/** A small tile: the value shrinks with the box. */
export const Small: Story = {
  parameters: { cardSize: { width: 160, height: 88 } },
};

/** Whether every line of the card sits inside its box (nothing cut at an edge). */
function insideBox(canvasElement: HTMLElement, text: string) {
  const element = within(canvasElement).getByText(text);
  const box = element.parentElement!.getBoundingClientRect();
  const line = element.getBoundingClientRect();
  return line.top >= box.top - 0.5 && line.bottom <= box.bottom + 0.5;
}

/**
 * A report's card row (110 units high, scaled to fit, under its title): the value and a one-line label share
 * 40 pixels, neither cut.
 */
export const ShortBox: Story = {
  args: { data: valueData({ key: 'v', label: 'Valor Faturado', format: 'currency' }, 213_812_345.6) },
  // 40 pixels inside its 1px border, as in the report.
  parameters: { cardSize: { width: 300, height: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Valor Faturado')).toBeVisible();
    await expect(insideBox(canvasElement, 'R$ 213,8 mi')).toBe(true);
    await expect(insideBox(canvasElement, 'Valor Faturado')).toBe(true);
  },
};

/** Too short for a label: the value alone takes the height. */
export const TooShortForTheLabel: Story = {
  args: ShortBox.args,
  parameters: { cardSize: { width: 180, height: 30 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Valor Faturado')).not.toBeVisible();
    await expect(insideBox(canvasElement, 'R$ 213,8 mi')).toBe(true);
  },
};

/** A long label in a short card: one line, cut with an ellipsis. */
export const ShortBoxLongLabel: Story = {
  args: { label: 'Custo total de consumo de todos os ambientes de produção e homologação no trimestre' },
  parameters: { cardSize: { width: 240, height: 64 } },
  play: async ({ canvasElement, args }) => {
    await expect(insideBox(canvasElement, args.label!)).toBe(true);
  },
};

export const Wide: Story = {
  parameters: { cardSize: { width: 560, height: 240 } },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { data: { ...totalCost, rows: [], totalRows: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(Blank)')).toBeVisible();
  },
};

export const EnglishNumbers: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$482,310.55')).toBeVisible();
  },
};
