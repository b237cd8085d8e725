/** localStorage key of the selected environment's cloud id (spec §4: switching environment stores the new one). */
export const CURRENT_CLOUD_STORAGE_KEY = 'nuvem-current-cloud';

/** Spec §9: the account list is checked for changes every 10000 ms (GET /me again). */
export const ACCOUNT_LIST_CHECK_INTERVAL_MS = 10_000;
