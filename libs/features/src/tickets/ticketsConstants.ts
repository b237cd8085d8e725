// The numbers of the ticket screens. The spec names none (§1, §2.6 only list the screen): these are ours.

/** The list asks the API this long after the last keystroke in its search (the field itself never waits). */
export const TICKET_SEARCH_DEBOUNCE_MS = 300;
