/**
 * Width of the right sidebar on wide screens. The portal spec (§2.8) does not size it; 400px fits a
 * pipeline row (name, status chip, user and time) on two lines. On narrow screens it takes the full width.
 */
export const RIGHT_SIDEBAR_WIDTH = 400;
