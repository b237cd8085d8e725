/**
 * The charts we draw, one per Power BI visual type: clusteredBarChart, clusteredColumnChart, lineChart,
 * areaChart, pieChart, donutChart (analytics-constants.ts `visualTypes`).
 */
export const CHART_KINDS = ['clusteredBar', 'clusteredColumn', 'line', 'area', 'pie', 'donut'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** Pie and donut draw one ring of slices; the others draw categories on an axis. */
export const isRadialChart = (kind: ChartKind) => kind === 'pie' || kind === 'donut';

/** Bars run across, so their categories run down the vertical axis. */
export const hasVerticalCategories = (kind: ChartKind) => kind === 'clusteredBar';
