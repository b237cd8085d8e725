import type { ChartModel } from './chartModel';
import type { ChartOption } from './chartOption';
import type { ECharts } from './echartsSetup';
import type { PointPosition } from './pointNavigation';

/** How far from a line a click still picks its nearest point, in pixels. */
export const PICK_DISTANCE = 16;

/**
 * Which series a click at `pointerY` (pixels) picks among one category's points: the nearest line within
 * PICK_DISTANCE, or, on stacked areas, the band the click falls in. `toY` places a value in pixels (y grows
 * downwards). Stacked values pile up in series order, as ECharts draws them.
 */
export function pickSeriesAt(
  values: readonly (number | null | undefined)[],
  pointerY: number,
  toY: (value: number) => number,
  { stacked, area }: { stacked: boolean; area: boolean },
): number | null {
  let best: number | null = null;
  let bestDistance = PICK_DISTANCE;
  let base = 0;
  values.forEach((value, series) => {
    if (value === null || value === undefined) return;
    const top = stacked ? base + value : value;
    const bottomY = toY(stacked ? base : 0);
    const topY = toY(top);
    if (stacked) base = top;
    const inBand =
      stacked && area && pointerY >= Math.min(topY, bottomY) && pointerY <= Math.max(topY, bottomY);
    const distance = inBand ? 0 : Math.abs(topY - pointerY);
    if (distance <= bestDistance) {
      best = series;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The point a click at (x, y) picks on a line or area chart drawn without marks (a long series, whose
 * points are too close to mark): the category under the pointer, and the series nearest it. Null on a
 * chart with marks (ECharts picks those itself), outside the plot, or too far from every line.
 */
export function nearestLinePoint(
  chart: ECharts,
  model: ChartModel,
  option: ChartOption,
  x: number,
  y: number,
): PointPosition | null {
  const series = (Array.isArray(option.series) ? option.series : []) as {
    type?: string;
    showSymbol?: boolean;
    stack?: string;
    areaStyle?: object;
  }[];
  if (series.length === 0 || series.some((s) => s.type !== 'line' || s.showSymbol !== false)) return null;
  if (model.categories.length === 0 || !chart.containPixel({ gridIndex: 0 }, [x, y])) return null;
  const [at] = chart.convertFromPixel({ gridIndex: 0 }, [x, y]) as number[];
  const index = Math.min(Math.max(Math.round(at ?? 0), 0), model.categories.length - 1);
  const picked = pickSeriesAt(
    model.series.map((s) => s.values[index]),
    y,
    (value) => (chart.convertToPixel({ gridIndex: 0 }, [index, value]) as number[])[1] ?? 0,
    { stacked: series[0]?.stack !== undefined, area: series[0]?.areaStyle !== undefined },
  );
  return picked === null ? null : { series: picked, index };
}
