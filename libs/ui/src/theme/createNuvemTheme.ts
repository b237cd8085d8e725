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
}

/** Builds the MUI theme for a colour mode, support type and layout. */
export function createNuvemTheme({
  mode = 'light',
  support = 'standard',
  layout = 'classic',
  linkComponent,
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
