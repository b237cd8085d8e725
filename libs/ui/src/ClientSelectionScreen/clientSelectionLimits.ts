/**
 * At most this many environments are listed at once; past it the screen asks the user to refine the search.
 * The spec's account picker stops at 10 (portal spec §2.7, §9); this full screen has room for more, and the
 * number is a design choice, not a spec constant.
 */
export const CLIENT_SELECTION_LIMIT = 50;
