/**
 * The Nuvem palette. Every foreground/background pair used by the components meets WCAG AA
 * (4.5:1 for text) in both modes; the axe checks of every story guard that.
 */
export const brand = {
  /** Standard support: cloud blue. */
  standard: { light: '#0b57d0', dark: '#8ab4f8' },
  /** Prime support: deep violet, applied only when prime styling is enabled (portal spec §2.3). */
  prime: { light: '#6a1b9a', dark: '#ce93d8' },
  /** The modern layout's navigation rail background. */
  navLight: '#0f1f3d',
  navDark: '#0b1220',
} as const;

/** Widths of the left menu, portal spec §2.6 and §9. */
export const NAV_WIDTH_FULL = 250;
export const NAV_WIDTH_MINI = 50;
