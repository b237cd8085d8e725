import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTileModel } from '../model/dashboardTile';
import { gridTemplate, tilePlacement, tilesInReadingOrder, type DashboardView } from './dashboardLayout';
import { DashboardTile } from './DashboardTile';

export interface DashboardGridProps {
  /** The dashboard's tiles, placed by col/row/colSpan/rowSpan on 12 columns. Listed in reading order. */
  tiles: readonly DashboardTileModel[];
  /** The body of a visual tile (text tiles show their text): the frame renders the pinned visual. */
  renderTile?: (tile: DashboardTileModel) => ReactNode;
  /** A tile was clicked or activated by keyboard: its id. */
  onTileClick?: (tileId: string) => void;
  /** 'actualSize' (fixed cells), 'fitToWidth' (scaled to the width; the default) or 'oneColumn' (stacked). */
  view?: DashboardView;
  /** A cell's height at actual size, in pixels (its proportions hold when fitted to the width). */
  rowHeight?: number;
  /** A cell's width at actual size, in pixels. */
  columnWidth?: number;
  /** Space between tiles, in pixels. */
  gap?: number;
}

/**
 * A dashboard: tiles on a 12-column grid, in one of Power BI's three views. Tiles are in reading order in
 * the page, so Tab moves through them row by row whatever their size.
 */
export function DashboardGrid({
  tiles,
  renderTile,
  onTileClick,
  view = 'fitToWidth',
  rowHeight = 120,
  columnWidth = 96,
  gap = 12,
}: DashboardGridProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DashboardGrid' });
  if (tiles.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('empty')}
      </Typography>
    );
  return (
    // The container makes 100cqi the grid's own width, which fitToWidth's rows scale by.
    <Box
      sx={{
        containerType: 'inline-size',
        width: '100%',
        overflowX: view === 'actualSize' ? 'auto' : undefined,
      }}
    >
      <Box
        component="ul"
        aria-label={t('label')}
        data-view={view}
        sx={{
          display: 'grid',
          gap: `${gap}px`,
          listStyle: 'none',
          m: 0,
          p: 0,
          ...gridTemplate(view, { rowHeight, columnWidth, gap }),
        }}
      >
        {tilesInReadingOrder(tiles).map((tile) => (
          <Box
            component="li"
            key={tile.id}
            sx={{ minWidth: 0, minHeight: 0, ...tilePlacement(tile.layout, view) }}
          >
            <DashboardTile tile={tile} onTileClick={onTileClick}>
              {tile.text === undefined ? renderTile?.(tile) : null}
            </DashboardTile>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
