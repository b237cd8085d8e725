import { useTheme } from '@mui/material/styles';
import type { ReportTheme } from '@nuvem/api-contract';
import { useMemo } from 'react';
import { drawnThemeOf } from '../report/themes';

/**
 * The report theme (with a host's theme JSON over it) as the canvas draws it: in the colour scheme of the
 * frame's MUI theme (FrameApp sets it from the URL's `colorScheme`), on its paper.
 */
export function useDrawnTheme(base: ReportTheme, themeJson: Record<string, unknown> | null): ReportTheme {
  const { palette } = useTheme();
  const mode = palette.mode;
  const surface = palette.background.paper;
  return useMemo(() => drawnThemeOf(base, themeJson, { mode, surface }), [base, themeJson, mode, surface]);
}
