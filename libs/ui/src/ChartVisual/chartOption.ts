import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualValueFormat } from '../model/visualData';
import { hasVerticalCategories, isRadialChart, type ChartKind } from './chartKinds';
import { needsLegend, type ChartModel, type ChartSlice } from './chartModel';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** The page's colours the chart draws its text, grid and tooltip in (from the MUI theme, light or dark). */
export interface ChartPalette {
  text: string;
  secondaryText: string;
  gridLine: string;
  axisLine: string;
  /** The surface behind the chart: slice borders are drawn in it. */
  background: string;
  tooltipBackground: string;
  tooltipBorder: string;
  fontFamily: string;
}

export interface ChartOptionInput {
  kind: ChartKind;
  model: ChartModel;
  slices: readonly ChartSlice[];
  /** The report theme's data colours, in order. */
  colors: readonly string[];
  palette: ChartPalette;
  formatter: ValueFormatter;
  /** Per series, per category: whether the point is selected; null when nothing is (nothing dims). */
  highlighted: readonly (readonly boolean[])[] | null;
  animation: boolean;
  stacked: boolean;
  dataLabels: boolean;
  /** The chart's width in pixels (0 before it is measured): labels are fitted to it. */
  width: number;
}

/** How far unselected points fade while others are selected, as Power BI's cross-highlighting does. */
export const DIMMED_OPACITY = 0.35;
/** The size of the chart's labels and legend, in pixels. */
export const FONT_SIZE = 12;
/** Below this width a pie's slice labels give only their share, so they are not cut. */
const NARROW_WIDTH = 440;
/** An average character of a 12px Roboto label, to guess whether category labels fit side by side. */
const LABEL_CHAR_WIDTH = 6.5;
/** The widest a category label is drawn before it is cut with an ellipsis. */
const CATEGORY_LABEL_WIDTH = 96;

/**
 * Whether the categories' labels must slant to fit along the horizontal axis, as Power BI turns them:
 * when the longest would not fit in the space one category has.
 */
export function slantCategoryLabels(labels: readonly string[], width: number): boolean {
  if (width <= 0 || labels.length === 0) return false;
  const longest = Math.min(
    Math.max(...labels.map((label) => label.length)) * LABEL_CHAR_WIDTH,
    CATEGORY_LABEL_WIDTH,
  );
  const slot = (width - 80) / labels.length;
  return longest > slot - 8;
}
const LEGEND_HEIGHT = 28;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface TooltipParam {
  marker?: unknown;
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  value?: unknown;
  percent?: number;
}

const isDimmed = (highlighted: ChartOptionInput['highlighted'], series: number, index: number) =>
  highlighted !== null && !highlighted[series]?.[index];

function valueOf(raw: unknown): number | null {
  const value = raw && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw;
  return typeof value === 'number' ? value : null;
}

function percentText(percent: number | undefined, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    (percent ?? 0) / 100,
  );
}

function legendOf(input: ChartOptionInput, show: boolean): LegendComponentOption {
  const { palette } = input;
  return {
    show,
    type: 'scroll',
    top: 0,
    left: 0,
    icon: 'circle',
    itemWidth: 10,
    itemHeight: 10,
    itemGap: 16,
    selectedMode: false,
    textStyle: { color: palette.text, fontSize: FONT_SIZE, fontFamily: palette.fontFamily },
    pageTextStyle: { color: palette.secondaryText },
    pageIconColor: palette.text,
    pageIconInactiveColor: palette.gridLine,
  };
}

function tooltipBase(input: ChartOptionInput): TooltipComponentOption {
  const { palette } = input;
  return {
    confine: true,
    // Without animation the tooltip jumps to its point, so a screenshot never catches it on the way.
    transitionDuration: input.animation ? 0.2 : 0,
    backgroundColor: palette.tooltipBackground,
    borderColor: palette.tooltipBorder,
    borderWidth: 1,
    padding: [8, 12],
    textStyle: { color: palette.text, fontSize: FONT_SIZE, fontFamily: palette.fontFamily },
    extraCssText: 'box-shadow: 0 2px 8px rgba(0,0,0,0.18); border-radius: 4px;',
  };
}

function radialOption(input: ChartOptionInput): ChartOption {
  const { kind, model, slices, colors, palette, formatter, highlighted } = input;
  const format = (series: number) => model.series[series]?.valueColumn.format ?? 'decimal';
  return {
    animation: input.animation,
    color: [...colors],
    textStyle: { fontFamily: palette.fontFamily },
    legend: legendOf(input, slices.length > 0),
    tooltip: {
      ...tooltipBase(input),
      trigger: 'item',
      formatter: (raw) => {
        const param = raw as TooltipParam;
        const slice = slices[(raw as { dataIndex: number }).dataIndex];
        const value = slice ? formatter.format(slice.value, format(slice.series)) : '';
        return `${String(param.marker ?? '')}${escapeHtml(param.name ?? '')}<br/><b>${escapeHtml(value)}</b> (${percentText(param.percent, formatter.locale)})`;
      },
    },
    series: [
      {
        id: 'slices',
        type: 'pie',
        radius: kind === 'donut' ? ['42%', '68%'] : [0, '68%'],
        center: ['50%', '56%'],
        avoidLabelOverlap: true,
        // Thin slices keep their tooltip but not a label that would collide with a neighbour's.
        minShowLabelAngle: 15,
        labelLayout: { hideOverlap: true },
        itemStyle: { borderColor: palette.background, borderWidth: 2 },
        label: {
          show: input.dataLabels || slices.length <= 12,
          color: palette.secondaryText,
          fontSize: FONT_SIZE,
          formatter: (raw) => {
            const share = percentText((raw as TooltipParam).percent, formatter.locale);
            if (input.width > 0 && input.width < NARROW_WIDTH) return share;
            const slice = slices[(raw as { dataIndex: number }).dataIndex];
            const value = slice ? formatter.compact(slice.value, format(slice.series)) : '';
            return `${value} (${share})`;
          },
        },
        labelLine: { lineStyle: { color: palette.axisLine }, length: 8, length2: 8 },
        emphasis: { scale: true, scaleSize: 4 },
        data: slices.map((slice, i) => ({
          name: slice.name,
          value: slice.value,
          itemStyle: {
            color: colors[i % colors.length],
            opacity: isDimmed(highlighted, slice.series, slice.index) ? DIMMED_OPACITY : 1,
          },
        })),
      },
    ],
  };
}

/** Side-by-side columns are too narrow for a data label across: it stands up along its column. */
const standingLabels = (kind: ChartKind, model: ChartModel) =>
  kind === 'clusteredColumn' && model.series.length > 1;

function cartesianSeries(input: ChartOptionInput): (BarSeriesOption | LineSeriesOption)[] {
  const { kind, model, highlighted, palette, formatter, stacked, dataLabels } = input;
  const vertical = hasVerticalCategories(kind);
  return model.series.map((series, s) => {
    const label = {
      show: dataLabels,
      color: palette.secondaryText,
      fontSize: FONT_SIZE - 1,
      formatter: (raw: unknown) =>
        formatter.compact(valueOf((raw as { value: unknown }).value), series.valueColumn.format),
    };
    if (kind === 'line' || kind === 'area') {
      return {
        id: series.id,
        name: series.name,
        type: 'line',
        stack: stacked ? 'total' : undefined,
        symbol: 'circle',
        symbolSize: 7,
        showSymbol: true,
        lineStyle: { width: 2 },
        areaStyle: kind === 'area' ? { opacity: 0.25 } : undefined,
        emphasis: { scale: 1.6 },
        label: { ...label, position: 'top' },
        data: series.values.map((value, i) => {
          const dimmed = isDimmed(highlighted, s, i);
          return {
            value,
            symbolSize: highlighted && !dimmed ? 11 : 7,
            itemStyle: { opacity: dimmed ? DIMMED_OPACITY : 1 },
          };
        }),
      } satisfies LineSeriesOption;
    }
    return {
      id: series.id,
      name: series.name,
      type: 'bar',
      stack: stacked ? 'total' : undefined,
      barMaxWidth: 48,
      barGap: '12%',
      barCategoryGap: '28%',
      itemStyle: { borderRadius: vertical ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      label: vertical
        ? { ...label, position: 'right' }
        : standingLabels(kind, model)
          ? { ...label, position: 'top', rotate: 90, align: 'left', verticalAlign: 'middle', distance: 6 }
          : { ...label, position: 'top' },
      data: series.values.map((value, i) => ({
        value,
        itemStyle: { opacity: isDimmed(highlighted, s, i) ? DIMMED_OPACITY : 1 },
      })),
    } satisfies BarSeriesOption;
  });
}

function tooltipRows(params: TooltipParam[], model: ChartModel, formatter: ValueFormatter) {
  return params
    .map((param) => {
      const series = model.series[param.seriesIndex ?? -1];
      if (!series) return '';
      const value = formatter.format(valueOf(param.value), series.valueColumn.format);
      return `<div style="display:flex;gap:16px;justify-content:space-between"><span>${String(param.marker ?? '')}${escapeHtml(series.name)}</span><b>${escapeHtml(value)}</b></div>`;
    })
    .join('');
}

function cartesianOption(input: ChartOptionInput): ChartOption {
  const { kind, model, colors, palette, formatter } = input;
  const vertical = hasVerticalCategories(kind);
  const lines = kind === 'line' || kind === 'area';
  const legend = needsLegend(model);
  const valueFormat: VisualValueFormat = model.valueColumns[0]?.format ?? 'decimal';
  const axisLabel = { color: palette.secondaryText, fontSize: FONT_SIZE, fontFamily: palette.fontFamily };
  const labels = model.categories.map((category) => category.label);
  const slant = !vertical && slantCategoryLabels(labels, input.width);
  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    inverse: vertical, // bars list the first category on top, as the rows came
    boundaryGap: !lines,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: palette.axisLine } },
    axisLabel: {
      ...axisLabel,
      // Every label is tried (ECharts' own thinning is cautious); those that would still collide are hidden.
      interval: 0,
      hideOverlap: true,
      // A set width also widens a label's box for the overlap check, so only labels that may be cut get one.
      width: vertical ? 140 : slant ? CATEGORY_LABEL_WIDTH : undefined,
      overflow: 'truncate' as const,
      rotate: slant ? 35 : 0,
      // Lines start on the axis, so the first label sits under the value axis's lowest: a little lower clears it.
      margin: lines ? 12 : 8,
    },
  };
  const valueAxis = {
    type: 'value' as const,
    splitNumber: 4,
    // Room past the highest point for its data label.
    boundaryGap: input.dataLabels
      ? (['0%', standingLabels(kind, model) ? '30%' : '12%'] as [string, string])
      : undefined,
    axisLabel: { ...axisLabel, formatter: (value: number) => formatter.compact(value, valueFormat) },
    splitLine: { lineStyle: { color: palette.gridLine } },
  };
  return {
    animation: input.animation,
    color: [...colors],
    textStyle: { fontFamily: palette.fontFamily },
    legend: legendOf(input, legend),
    grid: {
      left: 4,
      right: vertical ? 24 : 12,
      top: (legend ? LEGEND_HEIGHT : 0) + 12,
      bottom: 4,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: {
      ...tooltipBase(input),
      trigger: 'axis',
      axisPointer: {
        type: lines ? 'line' : 'shadow',
        lineStyle: { color: palette.axisLine },
        shadowStyle: { color: palette.gridLine, opacity: 0.5 },
      },
      formatter: (raw) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as TooltipParam[];
        const title = escapeHtml(params[0]?.name ?? '');
        return `<div style="font-weight:500;margin-bottom:4px">${title}</div>${tooltipRows(params, model, formatter)}`;
      },
    },
    xAxis: vertical ? valueAxis : categoryAxis,
    yAxis: vertical ? categoryAxis : valueAxis,
    series: cartesianSeries(input),
  };
}

/** The ECharts option of a chart: a modern BI look (light grid, no axis ticks, compact values on the axis). */
export function chartOptionOf(input: ChartOptionInput): ChartOption {
  return isRadialChart(input.kind) ? radialOption(input) : cartesianOption(input);
}
