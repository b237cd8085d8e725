import { decomposeColor, getContrastRatio, hslToRgb, lighten, rgbToHex } from '@mui/material/styles';
import type { ReportTheme } from '@nuvem/api-contract';
import type { ColorMode } from '@nuvem/ui';

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * The report theme with a host's theme JSON over it (Power BI theme JSON names): the colours we draw with
 * are taken when they are #RRGGBB; anything else in the JSON is kept for GET /report/theme but not drawn.
 */
export function themeWith(base: ReportTheme, themeJson: Record<string, unknown> | null): ReportTheme {
  if (!themeJson) return base;
  const theme: ReportTheme = { ...base };
  if (typeof themeJson.name === 'string') theme.name = themeJson.name;
  if (Array.isArray(themeJson.dataColors)) {
    const colours = themeJson.dataColors.filter(
      (colour): colour is string => typeof colour === 'string' && COLOUR.test(colour),
    );
    if (colours.length > 0) theme.dataColors = colours;
  }
  for (const key of ['background', 'foreground', 'tableAccent'] as const) {
    const colour = themeJson[key];
    if (typeof colour === 'string' && COLOUR.test(colour)) theme[key] = colour;
  }
  return theme;
}

/** WCAG 2 AA: text reads at 4.5:1 on its background (1.4.3); a bar, a line or a slice stands out at 3:1 (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const GRAPHIC_CONTRAST = 3;

const WHITE = '#FFFFFF';
const hex = (colour: string) => rgbToHex(colour).toUpperCase();

/** Hue (degrees), saturation and lightness (0 to 1) of a '#RRGGBB' colour. */
function hslOf(colour: string): [number, number, number] {
  const [r, g, b] = decomposeColor(colour).values.map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [(sector * 60 + 360) % 360, saturation, lightness];
}

const fromHsl = ([hue, saturation, lightness]: [number, number, number]) =>
  hex(hslToRgb(`hsl(${hue}, ${saturation * 100}%, ${lightness * 100}%)`));

/**
 * The colour as given when it reads at `minimum` on every background; else the least lightened shade of it
 * (same hue, towards white, in 2% steps) that does.
 */
function readableOn(colour: string, backgrounds: readonly string[], minimum: number): string {
  const reads = (candidate: string) =>
    backgrounds.every((background) => getContrastRatio(candidate, background) >= minimum);
  if (reads(colour)) return colour;
  for (let step = 1; step < 50; step++) {
    const lighter = hex(lighten(colour, step / 50));
    if (reads(lighter)) return lighter;
  }
  return WHITE;
}

/**
 * The report theme for a dark page (docs/analytics.md "Colour scheme"). `surface` is what the visuals are
 * drawn on (the dark MUI theme's paper).
 * - background: kept when it is already dark (white text reads on it); a light one becomes a dark shade of its
 *   hue, white becoming the surface itself (as the light page is the light paper).
 * - foreground: kept when it reads on the dark background and the surface, else its lightness is inverted
 *   (dark ink becomes light ink of the same hue), lightened further if that is not yet 4.5:1.
 * - tableAccent: it may colour text, so lightened until it reads at 4.5:1.
 * - dataColors: kept, unless one stands out from the background or the surface by less than 3:1; that one is
 *   lightened (same hue) until it does.
 */
export function darkReportTheme(theme: ReportTheme, surface: string): ReportTheme {
  const light = theme.background ?? WHITE;
  let background = light;
  if (getContrastRatio(WHITE, light) < TEXT_CONTRAST) {
    const [hue, saturation, lightness] = hslOf(light);
    const surfaceLightness = hslOf(surface)[2];
    background = fromHsl([hue, Math.min(saturation, 0.3), surfaceLightness + (1 - lightness) / 2]);
  }
  const backgrounds = [background, surface];
  const dark: ReportTheme = {
    ...theme,
    background,
    dataColors: theme.dataColors.map((colour) => readableOn(colour, backgrounds, GRAPHIC_CONTRAST)),
  };
  if (theme.foreground) {
    const [hue, saturation, lightness] = hslOf(theme.foreground);
    dark.foreground = backgrounds.every(
      (candidate) => getContrastRatio(theme.foreground!, candidate) >= TEXT_CONTRAST,
    )
      ? theme.foreground
      : readableOn(fromHsl([hue, saturation, 1 - lightness]), backgrounds, TEXT_CONTRAST);
  }
  if (theme.tableAccent) dark.tableAccent = readableOn(theme.tableAccent, backgrounds, TEXT_CONTRAST);
  return dark;
}

/** The frame's colour scheme, as the view draws the canvas in it: the mode and the visuals' surface. */
export interface CanvasScheme {
  mode: ColorMode;
  /** The colour the visuals are drawn on (the MUI theme's paper). */
  surface: string;
}

/**
 * The theme a report (or a tile) is drawn in: its own theme, in the frame's colour scheme (darkReportTheme on
 * a dark page), with a host's theme JSON over it, whose colours win as given (themeWith). What save writes and
 * GET /report/theme answers stay the report's theme with the host's JSON (state.theme), in either scheme.
 */
export function drawnThemeOf(
  base: ReportTheme,
  themeJson: Record<string, unknown> | null,
  scheme: CanvasScheme,
): ReportTheme {
  return themeWith(scheme.mode === 'dark' ? darkReportTheme(base, scheme.surface) : base, themeJson);
}
