/** 'Recentes' shows at most this many cards (a design choice: one or two rows; the spec has no number). */
export const MAX_RECENT_INSIGHTS = 6;
/** A card is at least this wide in px; the grid fits as many columns as the width allows (design choice). */
export const INSIGHT_CARD_MIN_WIDTH_PX = 260;
/** Space between cards, and between card rows, in px. */
export const INSIGHT_GRID_GAP_PX = 12;
/** Estimated heights in px of the list's rows before they are measured. */
export const HEADING_ROW_ESTIMATE_PX = 56;
export const STATUS_ROW_ESTIMATE_PX = 140;
/** Rows rendered beyond each edge of the window, so fast scrolling shows no blank rows. */
export const INSIGHT_LIST_OVERSCAN = 4;
/** Placeholder cards while the dashboards load. */
export const SKELETON_CARD_COUNT = 8;
/**
 * Height in px of what sticks over the top of the window (the shell's sticky top bar) by default: a card
 * reached with the arrow keys is scrolled clear of it.
 */
export const DEFAULT_STICKY_TOP_PX = 72;
