/** A data point by position: its series and its category (for a pie, series 0 and the slice). */
export interface PointPosition {
  series: number;
  index: number;
}

export interface PointGrid {
  seriesCount: number;
  /** Categories along the axis (slices for a pie). */
  count: number;
  /**
   * 'across': categories left to right (columns, lines, areas); 'down': top to bottom (bars);
   * 'ring': a pie's slices, one list.
   */
  layout: 'across' | 'down' | 'ring';
}

/** The keys the chart answers, for aria-keyshortcuts and the key handler. */
export const POINT_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * Where an arrow key moves from `current`. Along the categories' direction it steps through categories;
 * across it, through series (the bars of one cluster, the lines at one x). Home/End go to the first and
 * last category. No current point starts at the first. Returns null for a key it does not handle, or an
 * empty chart.
 */
export function nextPoint(current: PointPosition | null, key: string, grid: PointGrid): PointPosition | null {
  if (grid.count === 0 || grid.seriesCount === 0) return null;
  if (!(POINT_KEYS as readonly string[]).includes(key)) return null;
  if (!current) return { series: 0, index: 0 };
  const lastIndex = grid.count - 1;
  const lastSeries = grid.layout === 'ring' ? 0 : grid.seriesCount - 1;
  const forward = grid.layout === 'down' ? 'ArrowDown' : 'ArrowRight';
  const back = grid.layout === 'down' ? 'ArrowUp' : 'ArrowLeft';
  const nextSeries = grid.layout === 'down' ? 'ArrowRight' : 'ArrowDown';
  const previousSeries = grid.layout === 'down' ? 'ArrowLeft' : 'ArrowUp';
  const { series, index } = current;
  if (key === 'Home') return { series, index: 0 };
  if (key === 'End') return { series, index: lastIndex };
  if (grid.layout === 'ring') {
    const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
    return { series: 0, index: clamp(index + step, lastIndex) };
  }
  if (key === forward) return { series, index: clamp(index + 1, lastIndex) };
  if (key === back) return { series, index: clamp(index - 1, lastIndex) };
  if (key === nextSeries) return { series: clamp(series + 1, lastSeries), index };
  if (key === previousSeries) return { series: clamp(series - 1, lastSeries), index };
  return null;
}
