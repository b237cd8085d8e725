/** The search runs this long after typing stops (portal spec §2.9, §9: debounce 1000 ms). */
export const SEARCH_DEBOUNCE_MS = 1000;
/** The text must be longer than this many characters to be searched (portal spec §2.9, §5, §9). */
export const SEARCH_MIN_LENGTH = 4;

/** Estimated height of one result row before it is measured, in px (a design choice, not from the spec). */
export const RESULT_ROW_ESTIMATE_PX = 76;
/** The result list scrolls inside this height, in px, so the overlay fits a laptop screen. */
export const RESULT_LIST_MAX_HEIGHT_PX = 420;
/** Rows rendered beyond each edge of the visible window, so fast scrolling shows no blank rows. */
export const RESULT_LIST_OVERSCAN = 6;
