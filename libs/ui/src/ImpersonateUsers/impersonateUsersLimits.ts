/** The impersonation search waits this long after typing stops (the API answers per keystroke otherwise). */
export const IMPERSONATION_SEARCH_DEBOUNCE_MS = 300;
