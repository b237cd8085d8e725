import type { SxProps, Theme } from '@mui/material/styles';

/** A palette colour a status chip may take; 'default' keeps MUI's grey chip. */
export type ChipTint = 'default' | 'info' | 'success' | 'error' | 'warning' | 'primary';

/**
 * Tinted like MUI's standard Alert (dark text on a pale tint, or the reverse in dark mode): the filled
 * palette colours do not reach 4.5:1 with white text for every colour.
 */
export function tintedChipSx(color: ChipTint): SxProps<Theme> {
  if (color === 'default') return {};
  return (theme) => {
    const light = theme.palette.mode === 'light';
    const base = theme.palette[color].light;
    const fg = light ? theme.darken(base, 0.6) : theme.lighten(base, 0.6);
    return {
      color: fg,
      bgcolor: light ? theme.lighten(base, 0.9) : theme.darken(base, 0.9),
      '& .MuiChip-icon': { color: fg },
    };
  };
}
