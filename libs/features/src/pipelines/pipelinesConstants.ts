/**
 * How often the right sidebar's actions are fetched again, so that its warning counter moves without a
 * click. The spec fixes no interval: a design choice (they are also fetched when the sidebar opens, when
 * the tab regains focus and when a push alert arrives).
 */
export const PIPELINES_REFRESH_MS = 60_000;

/**
 * Where the moment the sidebar was last closed is kept: the warning counter counts the failures since then
 * (spec §4), and a reload should not count again what the user has seen.
 */
export const ACTIONS_SEEN_AT_STORAGE_KEY = 'nuvem-actions-seen-at';

/** The statuses the warning counter counts (spec §4: FAILED, and USER_FAILED, which push alerts carry). */
export const WARNING_STATUSES: readonly string[] = ['FAILED', 'USER_FAILED'];
