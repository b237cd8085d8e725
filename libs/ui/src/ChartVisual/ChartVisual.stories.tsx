import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getInstanceByDom } from 'echarts/core';
import {
  costAndForecastByRegion,
  costByEnvironment,
  costByMonthAndService,
  costByRegion,
  costByService,
  cpuAndMemoryByDay,
  emptyData,
  revenueByCloudRegion,
  revenueByMonth,
  revenueByMonthAndService,
  revenueByService,
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
          width: (parameters.chartWidth as number | undefined) ?? 640,
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

/** What ECharts drew, for play functions: the axes' labels and the plot's box. */
function drawn(canvasElement: HTMLElement) {
  const chart = getInstanceByDom(chartOf(canvasElement))!;
  type Axis = {
    data?: string[];
    splitNumber?: number;
    axisLabel: {
      formatter: (value: string, index: number) => string;
      interval: number | ((index: number) => boolean);
      rotate?: number;
      overflow?: string;
    };
  };
  const option = chart.getOption() as unknown as {
    xAxis: Axis[];
    yAxis: Axis[];
    legend: { show: boolean }[];
    series: { showSymbol?: boolean; lineStyle?: { width: number } }[];
  };
  /** The labels an axis writes, after the interval has left some out. */
  const labelsOf = (axis: Axis) =>
    (axis.data ?? []).flatMap((value, index) => {
      const { interval, formatter } = axis.axisLabel;
      const shown = typeof interval === 'function' ? interval(index) : index % (interval + 1) === 0;
      return shown ? [formatter(value, index)] : [];
    });
  const grid = (
    chart as unknown as {
      getModel(): {
        getComponent(type: string): { coordinateSystem: { getRect(): { height: number; width: number } } };
      };
    }
  )
    .getModel()
    .getComponent('grid')
    .coordinateSystem.getRect();
  return { option, labelsOf, plot: grid, height: chart.getHeight() };
}

/**
 * 25 months in a small chart: months read 'nov/24' on the axis (the tooltip keeps 'nov. de 2024'), and
 * every other month is labelled so none overlaps; nothing slants.
 */
export const LongMonthAxis: Story = {
  args: { kind: 'line', data: revenueByMonth },
  parameters: { chartWidth: 460, chartHeight: 220 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const { option, labelsOf } = drawn(canvasElement);
    const [xAxis] = option.xAxis;
    await expect(xAxis!.data![0]).toBe('nov. de 2024');
    const shown = labelsOf(xAxis!);
    await expect(shown.length).toBeLessThan(25);
    await expect(shown.length).toBeGreaterThan(3);
    await expect(shown).toContain('jan/25');
    await expect(xAxis!.axisLabel.rotate).toBe(0);
    // 25 points are few enough to mark each.
    await expect(option.series[0]!.showSymbol).toBe(true);
  },
};

export const LongMonthAxisEnglish: Story = {
  ...LongMonthAxis,
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const { option, labelsOf } = drawn(canvasElement);
    await expect(labelsOf(option.xAxis[0]!)).toContain('Jan 25');
  },
};

/**
 * 700 days of CPU and memory: the axis labels months ('nov/24') at a calendar rhythm rather than 700
 * dates; lines are thin and points are marked only when pointed at.
 */
export const LongDailySeries: Story = {
  args: { kind: 'line', data: cpuAndMemoryByDay },
  parameters: { chartWidth: 620, chartHeight: 220 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    await expect(chartOf(canvasElement)).toHaveAccessibleName(/700 categorias/);
    const { option, labelsOf } = drawn(canvasElement);
    const shown = labelsOf(option.xAxis[0]!);
    await expect(shown.length).toBeLessThanOrEqual(12);
    await expect(shown.every((label) => /^[a-z]{3,4}\/\d\d$/.test(label))).toBe(true);
    await expect(option.xAxis[0]!.axisLabel.rotate).toBe(0);
    await expect(option.series.map((series) => series.showSymbol)).toEqual([false, false]);
    await expect(option.series[0]!.lineStyle!.width).toBeLessThan(2);
    // A point without a mark is still picked where the pointer shows it.
    const chart = chartOf(canvasElement);
    await clickChartPoint(chart, 1, 100);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ identity: [{ key: 'Uso.Data', value: '2025-02-09' }] }),
      { multi: false },
    );
    await leaveChart(chart);
  },
};

/** A narrow bar chart: long service names cut with an ellipsis, few value labels so none runs into another. */
export const NarrowBars: Story = {
  args: { kind: 'clusteredBar', data: revenueByService },
  parameters: { chartWidth: 360, chartHeight: 260 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const { option } = drawn(canvasElement);
    await expect(option.yAxis[0]!.axisLabel.overflow).toBe('truncate');
    await expect(option.xAxis[0]!.splitNumber).toBeLessThanOrEqual(3);
    // The full name is in the table (and the tooltip).
    await expect(within(canvasElement).getByRole('table', { hidden: true })).toHaveTextContent(
      'Recuperação de Desastres',
    );
  },
};

/** Three columns in a narrow box: their names wrap onto two lines instead of slanting. */
export const NarrowColumns: Story = {
  args: { kind: 'clusteredColumn', data: revenueByCloudRegion },
  parameters: { chartWidth: 280, chartHeight: 220 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const { option, labelsOf } = drawn(canvasElement);
    await expect(labelsOf(option.xAxis[0]!)).toEqual(['Rio de Janeiro', 'Virgínia do Norte', 'São Paulo']);
    await expect(option.xAxis[0]!.axisLabel.rotate).toBe(0);
  },
};

/**
 * Twelve stacked series in a short chart: the legend pages on one line above the plot, which keeps at least
 * half the height; the value axis has few labels.
 */
export const ShortStackedArea: Story = {
  args: { kind: 'area', data: revenueByMonthAndService, stacked: true },
  parameters: { chartWidth: 620, chartHeight: 180 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const { option, plot, height } = drawn(canvasElement);
    await expect(option.legend[0]!.show).toBe(true);
    await expect(plot.height).toBeGreaterThanOrEqual(height / 2);
    await expect(option.yAxis[0]!.splitNumber).toBeLessThanOrEqual(2);
  },
};

/** Too short for a legend and half the height for the plot: the legend goes (the tooltip names the series). */
export const TinyWithSeries: Story = {
  args: { kind: 'clusteredColumn', data: costByMonthAndService },
  parameters: { chartWidth: 320, chartHeight: 110 },
  play: async ({ canvasElement, args }) => {
    await rendered(args);
    const { option } = drawn(canvasElement);
    await expect(option.legend[0]!.show).toBe(false);
  },
};

/** A small donut: the ring sits under the paged legend, with room for its labels. */
export const SmallDonut: Story = {
  args: { kind: 'donut', data: revenueByService },
  parameters: { chartWidth: 300, chartHeight: 200 },
};

/** 'Mostrar como visual' after the table: the chart is drawn again, in its new element. */
export const BackFromTable: Story = {
  args: { data: costByMonthAndService, showAsTable: true },
  render: function Render(args) {
    const [table, setTable] = useState(args.showAsTable ?? false);
    return (
      <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setTable((shown) => !shown)}>
          {table ? 'Mostrar como visual' : 'Mostrar como tabela'}
        </Button>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <ChartVisual {...args} showAsTable={table} />
        </Box>
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar como visual' }));
    const chart = await canvas.findByRole('img');
    await waitFor(() => expect(getInstanceByDom(chart)).toBeDefined());
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await expect(drawn(canvasElement).option.xAxis[0]!.data).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar como tabela' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar como visual' }));
    await waitFor(() => expect(getInstanceByDom(canvas.getByRole('img'))).toBeDefined());
    await userEvent.unhover(canvas.getByRole('button', { name: 'Mostrar como tabela' }));
  },
};
