import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  costAndForecastByRegion,
  costByEnvironment,
  costByMonthAndService,
  costByRegion,
  costByService,
  emptyData,
  truncatedCostByEnvironment,
} from '../internal/sampleVisualData';
import { ChartVisual } from './ChartVisual';
import { clickCanvasAt, clickChartPoint, leaveChart } from './chartPointer';

const meta = {
  title: 'Analytics/ChartVisual',
  component: ChartVisual,
  tags: ['autodocs'],
  args: {
    kind: 'clusteredColumn',
    data: costByRegion,
    animation: false,
    onSelect: fn(),
    onClearSelection: fn(),
    onRendered: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <Box
        sx={{
          width: 640,
          height: (parameters.chartHeight as number | undefined) ?? 360,
          bgcolor: 'background.paper',
          p: 1,
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChartVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img');

async function rendered(args: { onRendered?: () => void }) {
  await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
}

const sudeste = {
  identity: [{ key: 'Consumo.Região', value: 'Sudeste' }],
  values: [{ key: 'Consumo.Custo Total', value: 482_310.55, formatted: 'R$\u00a0482.310,55' }],
};
const nordeste = {
  identity: [{ key: 'Consumo.Região', value: 'Nordeste' }],
  values: [{ key: 'Consumo.Custo Total', value: 160_220.4, formatted: 'R$\u00a0160.220,40' }],
};

/** Cost by region: compact values on the axis ('R$ 400 mil'), a summary for screen readers, onRendered once. */
export const ClusteredColumn: Story = {
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const chart = chartOf(canvasElement);
    await expect(chart).toHaveAccessibleName(
      'Gráfico de colunas clusterizado: Custo Total por Região. 5 categorias. De R$\u00a041.800,00 a R$\u00a0482.310,55.',
    );
    await expect(chart).toHaveAttribute('tabindex', '0');
    // The screen-reader table holds the same data, formatted.
    const table = within(canvasElement).getByRole('table', { hidden: true });
    await expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6);
    await expect(table).toHaveTextContent('R$ 482.310,55');
  },
};

export const ClusteredBar: Story = {
  args: { kind: 'clusteredBar', data: costByService },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(
      /^Gráfico de barras clusterizado: Custo Total por Serviço\./,
    );
  },
};

/** A series column splits the lines into a legend. */
export const Line: Story = {
  args: { kind: 'line', data: costByMonthAndService },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(
      /^Gráfico de linhas: Custo Total por Mês e Serviço\. 6 categorias\./,
    );
    const table = within(canvasElement).getByRole('table', { hidden: true });
    await expect(table).toHaveTextContent('jan. de 2026');
    await expect(table).toHaveTextContent('Máquinas virtuais');
  },
};

export const Area: Story = { args: { kind: 'area', data: costByMonthAndService } };

export const StackedArea: Story = { args: { kind: 'area', data: costByMonthAndService, stacked: true } };

export const StackedColumn: Story = {
  args: { kind: 'clusteredColumn', data: costByMonthAndService, stacked: true },
};

/** Two values side by side: each value is a series of the legend. */
export const SeveralValues: Story = {
  args: { data: costAndForecastByRegion, dataLabels: true },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(/Custo Total e Custo Previsto por Região/);
  },
};

export const Pie: Story = { args: { kind: 'pie', data: costByService } };

export const Donut: Story = { args: { kind: 'donut', data: costByService } };

/** The report theme's colours. */
export const ThemeColours: Story = {
  args: {
    kind: 'clusteredColumn',
    data: costByMonthAndService,
    colors: ['#0F766E', '#F59E0B', '#7C3AED'],
  },
};

/** Cross-highlighting: a region picked in another visual; the other columns dim. */
export const SelectedPoints: Story = {
  args: { selected: [sudeste, nordeste] },
};

export const SelectedSlice: Story = {
  args: {
    kind: 'donut',
    data: costByService,
    selected: [{ identity: [{ key: 'Consumo.Serviço', value: 'Banco de dados' }], values: [] }],
  },
};

/** Click picks a point; Ctrl+click adds it to the selection; a click on the blank area clears. */
export const ClickToSelect: Story = {
  args: { selected: [sudeste] },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const chart = chartOf(canvasElement);
    await clickChartPoint(chart, 0, 2);
    await expect(args.onSelect).toHaveBeenLastCalledWith(nordeste, { multi: false });
    await clickChartPoint(chart, 0, 0, { ctrl: true });
    await expect(args.onSelect).toHaveBeenLastCalledWith(sudeste, { multi: true });
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    // The blank top-right corner of the plot.
    const canvas = chart.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    await clickCanvasAt(canvas, box.right - 20, box.top + 20);
    await expect(args.onClearSelection).toHaveBeenCalledTimes(1);
    await leaveChart(chart);
  },
};

export const ClickASlice: Story = {
  args: { kind: 'pie', data: costByService },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await clickChartPoint(chartOf(canvasElement), 0, 1);
    await expect(args.onSelect).toHaveBeenCalledWith(
      {
        identity: [{ key: 'Consumo.Serviço', value: 'Banco de dados' }],
        values: [{ key: 'Consumo.Custo Total', value: 301_220.75, formatted: 'R$\u00a0301.220,75' }],
      },
      { multi: false },
    );
    await leaveChart(chartOf(canvasElement));
  },
};

/** Keyboard: Tab focuses the chart, arrows move (announced), Enter selects, Ctrl+Enter adds, Escape clears. */
export const KeyboardNavigation: Story = {
  args: { kind: 'clusteredColumn', data: costByMonthAndService, selected: [sudeste] },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const chart = chartOf(canvasElement);
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    const live = canvasElement.querySelector('[aria-live]')!;
    await waitFor(() =>
      expect(live).toHaveTextContent('jan. de 2026, Máquinas virtuais: R$ 120.000,00. 1 de 6.'),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await waitFor(() =>
      expect(live).toHaveTextContent('mar. de 2026, Banco de dados: R$ 91.020,00. 3 de 6.'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      {
        identity: [
          { key: 'Consumo.Mês', value: '2026-03-01' },
          { key: 'Consumo.Serviço', value: 'Banco de dados' },
        ],
        values: [{ key: 'Consumo.Custo Total', value: 91_020, formatted: 'R$\u00a091.020,00' }],
      },
      { multi: false },
    );
    await userEvent.keyboard('{End}{Control>}{Enter}{/Control}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({
        identity: [
          { key: 'Consumo.Mês', value: '2026-06-01' },
          { key: 'Consumo.Serviço', value: 'Banco de dados' },
        ],
      }),
      { multi: true },
    );
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClearSelection).toHaveBeenCalledTimes(1);
  },
};

/** Bars run across: Up/Down move through the categories. */
export const KeyboardOnBars: Story = {
  args: { kind: 'clusteredBar', data: costByService },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    chartOf(canvasElement).focus();
    const live = canvasElement.querySelector('[aria-live]')!;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(live).toHaveTextContent('Armazenamento, Custo Total: R$ 120.450,00. 3 de 6.'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ identity: [{ key: 'Consumo.Serviço', value: 'Armazenamento' }] }),
      { multi: false },
    );
  },
};

/** 'Mostrar como tabela': the data in a table in the chart's place. */
export const ShowAsTable: Story = {
  args: { data: costByMonthAndService, showAsTable: true },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    const table = within(canvasElement).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mês', 'Máquinas virtuais', 'Banco de dados', 'Armazenamento']);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'jan. de 2026R$ 120.000,00R$ 82.000,00R$ 44.000,00',
    );
  },
};

/** Thirty long category names: labels are cut with an ellipsis rather than overlap. */
export const ManyCategories: Story = {
  args: { kind: 'clusteredBar', data: costByEnvironment },
  parameters: { chartHeight: 720 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(/30 categorias/);
  },
};

/** Part of the data: the chart says so. */
export const Truncated: Story = {
  args: { kind: 'clusteredColumn', data: truncatedCostByEnvironment },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mostrando 12 de 30 linhas.')).toBeVisible();
  },
};

/** No rows: empty axes (the visual's container shows 'Não há dados para exibir'). */
export const Empty: Story = {
  args: { data: emptyData },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(/Nenhuma categoria\./);
  },
};

/** In a dashboard tile: no focus, no selection. */
export const NotInteractive: Story = {
  args: { interactive: false },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const chart = chartOf(canvasElement);
    await expect(chart).not.toHaveAttribute('tabindex');
    await clickChartPoint(chart, 0, 0);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await leaveChart(chart);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { kind: 'line', data: costByMonthAndService },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(
      'Line chart: Custo Total by Mês and Serviço. 6 categories. From R$44,000.00 to R$162,000.00.',
    );
    await expect(within(canvasElement).getByRole('table', { hidden: true })).toHaveTextContent('Jan 2026');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { kind: 'donut', data: costByService },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(
      /^Gráfico de anillos: Custo Total por Serviço\./,
    );
  },
};
