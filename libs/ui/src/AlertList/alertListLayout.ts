/**
 * How many alerts the area shows before 'Mostrar todos (N)': the newest two, as consoles stack their
 * notifications (issue 11: seven alerts pushed the content below the fold). A design choice; the spec
 * fixes none.
 */
export const ALERTS_SHOWN_COLLAPSED = 2;

/**
 * A text longer than this shows its first two lines and 'Ler mais' (issue 33: one long provider message made the
 * area 340 px tall on every page).
 */
export const ALERT_TEXT_CLAMP_CHARS = 140;
