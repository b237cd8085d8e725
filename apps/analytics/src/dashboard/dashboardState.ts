import type { DashboardDefinition, Dataset, TileContent, TileDefinition } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import type { VisualDataState } from '../report/reportState';

/** A dashboard (or one of its tiles) as the frame shows it. */
export interface DashboardState {
  dashboard: DashboardDefinition;
  /** The visual tiles' content, by tile id. */
  tiles: Record<string, TileContent>;
  datasets: Dataset[];
  /** How the grid is fitted to the frame (the load's pageView; fitToWidth when none). */
  pageView: models.PageView;
  /** The tile embed: that tile alone, at the load's size (the frame's when none). */
  onlyTile: { id: string; width?: number; height?: number } | null;
  /** Each visual tile's data, by tile id. */
  tileData: Record<string, VisualDataState>;
}

/** The tiles the frame draws: all of the dashboard's, or the tile embed's one. */
export function shownTilesOf(state: DashboardState): TileDefinition[] {
  const { tiles } = state.dashboard;
  return state.onlyTile ? tiles.filter((tile) => tile.id === state.onlyTile!.id) : tiles;
}

/** What every shown tile must have drawn (see PaintTracker): text tiles are static. */
export function tilePaintTokensOf(state: DashboardState): Map<string, string> {
  return new Map(
    shownTilesOf(state).map((tile) => {
      const data = state.tileData[tile.id];
      return [
        `tile:${tile.id}`,
        tile.kind === 'text' ? 'static' : data ? `${data.status}|${data.queryKey}` : 'none',
      ];
    }),
  );
}
