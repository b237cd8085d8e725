/**
 * Counts above this show as '99+'. The portal spec (§4) only says closing the sidebar resets the counter;
 * the cap keeps the badge from covering the neighbouring controls. The accessible name keeps the exact count.
 */
export const WARNING_BADGE_MAX = 99;
