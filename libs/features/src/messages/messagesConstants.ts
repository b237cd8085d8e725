/** Spec §9: the messages are checked every 180000 ms (3 minutes), unless the dropdown is open. */
export const MESSAGES_CHECK_INTERVAL_MS = 180_000;
