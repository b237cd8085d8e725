import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTileModel } from '../model/dashboardTile';

export interface DashboardTileProps {
  /** The tile: its id (handed back on click), title, subtitle, and a text tile's text. */
  tile: DashboardTileModel;
  /** A visual tile's body: the rendered visual (not interactive: the tile's click is the tile's). */
  children?: ReactNode;
  /** The tile was clicked, or Enter/Space pressed on it (tileClicked): its id. */
  onTileClick?: (tileId: string) => void;
}

/**
 * A dashboard tile: a card with its title and subtitle over its body (a visual or text). The whole card is
 * one button, named by its title and described by its subtitle; it takes focus, and a click or Enter
 * opens what the tile was pinned from.
 */
export function DashboardTile({ tile, children, onTileClick }: DashboardTileProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DashboardTile' });
  const subtitleId = useId();
  const title = tile.title.trim() || t('untitled');
  return (
    <Box
      component="article"
      aria-label={title}
      data-tile-id={tile.id}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
        '&:has(button:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ px: 1.5, pt: 1, flex: 'none' }}>
        <Box
          component="button"
          type="button"
          aria-describedby={tile.subTitle ? subtitleId : undefined}
          onClick={() => onTileClick?.(tile.id)}
          sx={{
            all: 'unset',
            display: 'block',
            maxWidth: '100%',
            cursor: 'pointer',
            typography: 'subtitle2',
            color: 'text.primary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            // The button's hit area covers the whole card: a click anywhere on the tile is the tile's.
            '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
          }}
        >
          {title}
        </Box>
        {tile.subTitle && (
          <Typography
            id={subtitleId}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {tile.subTitle}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: '1 1 auto', minHeight: 0, px: 1.5, pb: 1, pt: 0.5, overflow: 'hidden' }}>
        {tile.text !== undefined ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {tile.text}
          </Typography>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}
