import { createTheme, type Theme } from '@mui/material/styles';
import type { ElementType } from 'react';
import { brand } from './brand';

export type ColorMode = 'light' | 'dark';
export type SupportType = 'prime' | 'standard';
export type Layout = 'classic' | 'modern';

export interface NuvemThemeOptions {
  mode?: ColorMode;
  /** PRIME customers get the prime accent (only when the portal enables prime styling). */
  support?: SupportType;
  layout?: Layout;
  /**
   * The component every MUI link and link-button renders (`href` → router link). The portal passes a
   * react-router adapter; @nuvem/ui itself knows no router.
   */
  linkComponent?: ElementType;
  /**
   * The user asked for less motion (prefers-reduced-motion): MUI's transitions (dialogs, menus, drawers,
   * collapses) end at once instead of animating.
   */
  reducedMotion?: boolean;
}

const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/** Builds the MUI theme for a colour mode, support type and layout. */
export function createNuvemTheme({
  mode = 'light',
  support = 'standard',
  layout = 'classic',
  linkComponent,
  reducedMotion = false,
}: NuvemThemeOptions = {}): Theme {
  const primary = brand[support][mode];
  return createTheme({
    palette: {
      mode,
      primary: { main: primary },
      ...(mode === 'dark'
        ? { background: { default: '#121212', paper: '#1e1e1e' } }
        : { background: { default: '#f5f7fb', paper: '#ffffff' } }),
    },
    shape: { borderRadius: layout === 'modern' ? 10 : 4 },
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: linkComponent ? { LinkComponent: linkComponent } : {} },
      MuiLink: { defaultProps: linkComponent ? { component: linkComponent } : {} },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
