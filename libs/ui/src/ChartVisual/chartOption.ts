import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualValueFormat } from '../model/visualData';
import { hasVerticalCategories, isRadialChart, type ChartKind } from './chartKinds';
import {
  estimateTextWidth,
  LABEL_LINE_HEIGHT,
  legendFits,
  LEGEND_HEIGHT,
  lineWidthFor,
  marksPoints,
  planCategoryAxis,
  valueAxisSplits,
  type MeasureText,
} from './axisLayout';
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
  /** The chart's height in pixels (0 before it is measured). */
  height: number;
  /** Measures a label at the chart's font; a guess from its length when omitted. */
  measure?: MeasureText;
}

/** How far unselected points fade while others are selected, as Power BI's cross-highlighting does. */
export const DIMMED_OPACITY = 0.35;
/** The size of the chart's labels and legend, in pixels. */
export const FONT_SIZE = 12;
/** Below this width a pie's slice labels give only their share, so they are not cut. */
const NARROW_WIDTH = 440;
/** The smallest pie worth labelling around: below it the labels go (the tooltip keeps them). */
const MIN_LABELLED_RADIUS = 32;
/** Bars: their category labels may take this share of the chart's width, within the bounds below. */
const BAR_LABEL_SHARE = 0.35;
const BAR_LABEL_MIN = 56;
const BAR_LABEL_MAX = 150;
/** The grid's margins around the plot (the axis labels are outside it). */
const GRID = { left: 4, right: 12, rightOfBars: 24, top: 12, bottom: 4 } as const;
/** The room between an axis and its labels. */
const LABEL_MARGIN = 8;

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

/** A slice's label: its share, or in a wide chart its compact value and share. */
function sliceLabelOf(input: ChartOptionInput, slice: ChartSlice | undefined, percent: number | undefined) {
  const { model, formatter } = input;
  const share = percentText(percent, formatter.locale);
  if (input.width > 0 && input.width < NARROW_WIDTH) return share;
  const format = model.series[slice?.series ?? -1]?.valueColumn.format ?? 'decimal';
  const value = slice ? formatter.compact(slice.value, format) : '';
  return `${value} (${share})`;
}

/**
 * Where the pie goes: in the room under the legend, leaving space around it for the slice labels. A pie too
 * small to label around drops its labels and takes the room. Percentages until the chart is measured.
 */
export function pieLayoutOf(input: ChartOptionInput, legend: boolean, labels: boolean) {
  const { width, height, slices } = input;
  if (width <= 0 || height <= 0)
    return { center: ['50%', '56%'] as [string, string], radius: '68%' as number | string, labels };
  const measure = input.measure ?? estimateTextWidth;
  const top = legend ? LEGEND_HEIGHT + 4 : 0;
  const room = { width, height: Math.max(0, height - top) };
  const total = slices.reduce((sum, slice) => sum + slice.value, 0) || 1;
  const widest = Math.max(
    0,
    ...slices.map((slice) => measure(sliceLabelOf(input, slice, (slice.value / total) * 100))),
  );
  // Label lines run 16px out of the ring, then the label beside them; above and below, half a line more.
  const labelled = Math.min(room.width / 2 - widest - 20, room.height / 2 - LABEL_LINE_HEIGHT / 2 - 12);
  const showLabels = labels && labelled >= MIN_LABELLED_RADIUS;
  const radius = Math.max(8, showLabels ? labelled : Math.min(room.width, room.height) / 2 - 6);
  return {
    center: [width / 2, top + room.height / 2] as [number, number],
    radius: Math.round(radius),
    labels: showLabels,
  };
}

/**
 * Short, quiet motion: a report page draws a dozen charts at once and every filter redraws them all, so
 * ECharts' 1 s default would hold the page's `rendered` event back by a second each time. A quarter of a
 * second still shows where bars and slices came from.
 */
function motionOf(animation: boolean) {
  return animation
    ? {
        animation,
        animationDuration: 250,
        animationDurationUpdate: 200,
        animationEasingUpdate: 'cubicOut' as const,
      }
    : { animation };
}

function radialOption(input: ChartOptionInput): ChartOption {
  const { kind, slices, colors, palette, formatter, highlighted, model } = input;
  const format = (series: number) => model.series[series]?.valueColumn.format ?? 'decimal';
  // The legend takes a line above the pie; the pie keeps at least half the chart.
  const legend = slices.length > 0 && legendFits(input.height, 0);
  const layout = pieLayoutOf(input, legend, input.dataLabels || slices.length <= 12);
  const outer = layout.radius;
  const inner = typeof outer === 'number' ? Math.round(outer * 0.62) : '42%';
  return {
    ...motionOf(input.animation),
    color: [...colors],
    textStyle: { fontFamily: palette.fontFamily },
    legend: legendOf(input, legend),
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
        radius: kind === 'donut' ? [inner, outer] : [0, outer],
        center: layout.center,
        avoidLabelOverlap: true,
        // Thin slices keep their tooltip but not a label that would collide with a neighbour's.
        minShowLabelAngle: 15,
        labelLayout: { hideOverlap: true },
        itemStyle: { borderColor: palette.background, borderWidth: 2 },
        label: {
          show: layout.labels,
          color: palette.secondaryText,
          fontSize: FONT_SIZE,
          formatter: (raw) =>
            sliceLabelOf(
              input,
              slices[(raw as { dataIndex: number }).dataIndex],
              (raw as TooltipParam).percent,
            ),
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
      const points = model.categories.length;
      return {
        id: series.id,
        name: series.name,
        type: 'line',
        stack: stacked ? 'total' : undefined,
        symbol: 'circle',
        symbolSize: 7,
        // A few dozen points are marked; past that a point shows when pointed at (the axis tooltip's).
        showSymbol: marksPoints(points, model.series.length, input.width),
        lineStyle: { width: lineWidthFor(points) },
        areaStyle: kind === 'area' ? { opacity: 0.25 } : undefined,
        emphasis: { scale: 1.6 },
        label: { ...label, position: 'top' },
        labelLayout: { hideOverlap: true },
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
      labelLayout: { hideOverlap: true },
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

/** A round number at least `value` (482 310 → 500 000): about what the value axis's top label reads. */
function roundUp(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / power) * power;
}

/** The lowest and highest the value axis must reach: the points, or the stacks' totals. */
export function valueExtentOf(model: ChartModel, stacked: boolean): { min: number; max: number } {
  let min = 0;
  let max = 0;
  model.categories.forEach((_, index) => {
    let up = 0;
    let down = 0;
    for (const series of model.series) {
      const value = series.values[index] ?? 0;
      if (stacked) {
        if (value > 0) up += value;
        else down += value;
      } else {
        max = Math.max(max, value);
        min = Math.min(min, value);
      }
    }
    max = Math.max(max, up);
    min = Math.min(min, down);
  });
  return { min, max };
}

function cartesianOption(input: ChartOptionInput): ChartOption {
  const { kind, model, colors, palette, formatter, width, height } = input;
  const measure = input.measure ?? estimateTextWidth;
  const vertical = hasVerticalCategories(kind);
  const lines = kind === 'line' || kind === 'area';
  const valueFormat: VisualValueFormat = model.valueColumns[0]?.format ?? 'decimal';
  const axisLabel = { color: palette.secondaryText, fontSize: FONT_SIZE, fontFamily: palette.fontFamily };
  const labels = model.categories.map((category) => category.label);
  const single = model.categoryColumns.length === 1;
  const cells = single ? model.categories.map((category) => category.identity[0]?.value ?? null) : null;

  // The widest value label, to know what the value axis takes from the plot.
  const extent = valueExtentOf(model, input.stacked);
  const valueLabelWidth = Math.max(
    measure(formatter.compact(0, valueFormat)),
    measure(formatter.compact(roundUp(extent.max), valueFormat)),
    measure(formatter.compact(-roundUp(-extent.min), valueFormat)),
  );
  const margin = lines ? 12 : LABEL_MARGIN;
  const categoryInput = {
    labels,
    cells,
    format: single ? model.categoryColumns[0]?.format : undefined,
    axisText: formatter.axis,
    measure,
  };

  let legend: boolean;
  let plan: ReturnType<typeof planCategoryAxis>;
  let valueLength: number;
  if (vertical) {
    // Bars: category labels down the left, cut at a share of the width; values along the bottom.
    legend =
      needsLegend(model) && legendFits(height, GRID.top + LABEL_LINE_HEIGHT + LABEL_MARGIN + GRID.bottom);
    const top = (legend ? LEGEND_HEIGHT : 0) + GRID.top;
    const maxLabelWidth =
      width > 0 ? Math.round(Math.min(BAR_LABEL_MAX, Math.max(BAR_LABEL_MIN, width * BAR_LABEL_SHARE))) : 140;
    plan = planCategoryAxis({
      ...categoryInput,
      length: height > 0 ? height - top - LABEL_LINE_HEIGHT - LABEL_MARGIN - GRID.bottom : 0,
      orientation: 'vertical',
      maxLabelWidth,
    });
    const categoryLabelWidth = Math.min(maxLabelWidth, Math.max(0, ...plan.texts.map(measure)));
    valueLength = width > 0 ? width - GRID.left - GRID.rightOfBars - categoryLabelWidth - LABEL_MARGIN : 0;
  } else {
    // Columns, lines, areas: values up the left, categories along the bottom.
    plan = planCategoryAxis({
      ...categoryInput,
      length: width > 0 ? width - GRID.left - GRID.right - valueLabelWidth - LABEL_MARGIN : 0,
      orientation: 'horizontal',
      // Slanted labels take at most a third of the height.
      maxLabelWidth: height > 0 ? Math.max(40, (height / 3) * Math.SQRT2) : 96,
    });
    const widest = Math.min(plan.width ?? Infinity, Math.max(0, ...plan.texts.map(measure)));
    const labelHeight = plan.rotate
      ? widest * Math.sin((plan.rotate * Math.PI) / 180) + LABEL_LINE_HEIGHT
      : plan.lines * LABEL_LINE_HEIGHT;
    const reserved = GRID.top + labelHeight + margin + GRID.bottom;
    legend = needsLegend(model) && legendFits(height, reserved);
    valueLength = height > 0 ? height - reserved - (legend ? LEGEND_HEIGHT : 0) : 0;
  }

  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    inverse: vertical, // bars list the first category on top, as the rows came
    boundaryGap: !lines,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: palette.axisLine } },
    // Pointing at a label shows it whole: a cut name, or a date in its full form ('nov. de 2024').
    tooltip: {
      show: true,
      formatter: (params: unknown) => {
        const { tickIndex, name } = params as { tickIndex?: number; name?: string };
        return escapeHtml(labels[tickIndex ?? -1] ?? name ?? '');
      },
    },
    axisLabel: {
      ...axisLabel,
      // The labels the plan keeps (compact dates, a calendar rhythm); any that would still collide is hidden.
      interval: plan.interval,
      hideOverlap: true,
      formatter: (_: string, index: number) => plan.texts[index] ?? '',
      width: plan.width,
      overflow: plan.overflow,
      lineHeight: plan.lines > 1 ? LABEL_LINE_HEIGHT : undefined,
      rotate: plan.rotate,
      // Lines start on the axis, so the first label sits under the value axis's lowest: a little lower clears it.
      margin,
    },
  };
  const valueAxis = {
    type: 'value' as const,
    splitNumber: valueAxisSplits(valueLength, vertical ? 'horizontal' : 'vertical', valueLabelWidth),
    minInterval: valueFormat === 'integer' ? 1 : undefined,
    // Room past the highest point for its data label.
    boundaryGap: input.dataLabels
      ? (['0%', standingLabels(kind, model) ? '30%' : '12%'] as [string, string])
      : undefined,
    axisLabel: {
      ...axisLabel,
      hideOverlap: true,
      formatter: (value: number) => formatter.compact(value, valueFormat),
    },
    splitLine: { lineStyle: { color: palette.gridLine } },
  };
  return {
    ...motionOf(input.animation),
    color: [...colors],
    textStyle: { fontFamily: palette.fontFamily },
    legend: legendOf(input, legend),
    grid: {
      left: GRID.left,
      right: vertical ? GRID.rightOfBars : GRID.right,
      top: (legend ? LEGEND_HEIGHT : 0) + GRID.top,
      bottom: GRID.bottom,
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
