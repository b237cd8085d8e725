// The storage keys, paths and delays of the portal's route rules (spec §2.2, §2.4, §4, §9).

/** Spec §1, §2.2: the layout ('classic' or 'modern') is read from local storage under this key. */
export const LAYOUT_STORAGE_KEY = 'layout';

/** Spec §4 "Version check": the version of the build that last ran in this browser. */
export const VERSION_STORAGE_KEY = 'nuvem-version';

/** Spec §4 "Version check": items cleared with the rest, named by the spec. */
export const VERSION_CHECK_NAMED_ITEMS = ['feedback', 'provider'] as const;

/** Spec §2.4: the shared-budget route. */
export const SHARED_BUDGET_PATH = '/iaas/calculator/shared-budget';

/** Spec §4 "Shared-budget link": where a link opened while signed out waits for the sign-in. */
export const SHARED_BUDGET_STORAGE_KEY = 'nuvem-shared-budget';

/** Spec §9: the shared-budget link switches the environment 1000 ms after the redirect. */
export const SHARED_BUDGET_SWITCH_DELAY_MS = 1000;

/** Spec §4 "Start-up and session": where a failed topology list sends the user. */
export const NO_TOPOLOGY_PATH = '/contact';
