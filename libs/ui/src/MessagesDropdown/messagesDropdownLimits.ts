/**
 * Sizes of the messages dropdown. The spec (portal spec §2.7) fixes none of them: these are design choices,
 * named here so the shell can line them up. The 3-minute message check (spec §9, 180000 ms) belongs to the
 * container that polls; this component only reports when it opens and closes so the polling can pause.
 */
export const MESSAGES_DROPDOWN_WIDTH = 380;
/** The message list scrolls past this height. */
export const MESSAGES_LIST_MAX_HEIGHT = 420;
/** Above this the envelope badge shows "99+"; the accessible name keeps the exact count. */
export const MESSAGES_BADGE_MAX = 99;
