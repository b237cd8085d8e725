import type { ReportTheme } from '@nuvem/api-contract';

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
