import type { DashboardTileLayout, DashboardTileModel } from '../model/dashboardTile';

/** A dashboard is a grid of this many columns (analytics-constants.ts `dashboardGridColumns`). */
export const DASHBOARD_COLUMNS = 12;

/**
 * How a dashboard is laid out (powerbi-models' pageView for dashboards): 'actualSize' keeps each cell's
 * pixel size; 'fitToWidth' scales the grid to the width available; 'oneColumn' stacks the tiles, in
 * reading order, one above the other (the phone view).
 */
export type DashboardView = 'actualSize' | 'fitToWidth' | 'oneColumn';

/** Tiles in reading order: row by row, left to right. The DOM follows it, so Tab does too. */
export function tilesInReadingOrder<T extends DashboardTileModel>(tiles: readonly T[]): T[] {
  return [...tiles].sort((a, b) => a.layout.row - b.layout.row || a.layout.col - b.layout.col);
}

/** Where a tile sits in the CSS grid. In one column it keeps its height (its row span) and nothing else. */
export function tilePlacement(
  layout: DashboardTileLayout,
  view: DashboardView,
): { gridColumn: string; gridRow: string } {
  if (view === 'oneColumn') return { gridColumn: '1 / -1', gridRow: `span ${layout.rowSpan}` };
  const col = Math.min(Math.max(layout.col, 0), DASHBOARD_COLUMNS - 1);
  const colSpan = Math.min(Math.max(layout.colSpan, 1), DASHBOARD_COLUMNS - col);
  return {
    gridColumn: `${col + 1} / span ${colSpan}`,
    gridRow: `${layout.row + 1} / span ${layout.rowSpan}`,
  };
}

export interface GridSize {
  /** A cell's height at actual size, in pixels. */
  rowHeight: number;
  /** A cell's width at actual size, in pixels. */
  columnWidth: number;
  /** Space between cells, in pixels. */
  gap: number;
}

/**
 * The grid's template. At actual size cells are fixed pixels; fitted to the width, columns share the width
 * and rows keep the cells' proportions (a container query unit, so no script measures the width); in one
 * column, rows keep their pixel height.
 */
export function gridTemplate(view: DashboardView, { rowHeight, columnWidth, gap }: GridSize) {
  switch (view) {
    case 'actualSize':
      return {
        gridTemplateColumns: `repeat(${DASHBOARD_COLUMNS}, ${columnWidth}px)`,
        gridAutoRows: `${rowHeight}px`,
        width: 'max-content',
      };
    case 'fitToWidth': {
      const gaps = (DASHBOARD_COLUMNS - 1) * gap;
      return {
        gridTemplateColumns: `repeat(${DASHBOARD_COLUMNS}, minmax(0, 1fr))`,
        gridAutoRows: `calc((100cqi - ${gaps}px) / ${DASHBOARD_COLUMNS} * ${rowHeight / columnWidth})`,
        width: '100%',
      };
    }
    case 'oneColumn':
      return { gridTemplateColumns: 'minmax(0, 1fr)', gridAutoRows: `${rowHeight}px`, width: '100%' };
  }
}
