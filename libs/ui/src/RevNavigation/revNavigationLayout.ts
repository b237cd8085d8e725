/**
 * Width of the modern layout's navigation rail. The spec (§2.3) names the rev navigation but gives no size;
 * 88 px fits a 24 px icon in a pill and a two-line caption, like other navigation rails.
 */
export const REV_RAIL_WIDTH = 88;

/** Width of the flyout panel a group opens. */
export const REV_FLYOUT_WIDTH = 280;
