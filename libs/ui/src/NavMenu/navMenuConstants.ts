/** While the menu loads it shows this many placeholder rows (portal spec §2.6, §9). */
export const NAV_SKELETON_ROWS = 13;

/**
 * The local-storage key under which the portal remembers the mini/full state (portal spec §2.6, §9).
 * @nuvem/ui never reads storage: the portal stores `NavMenuState` values under this key.
 */
export const MINI_NAVBAR_STORAGE_KEY = 'mini-navbar';

/** The stored values of the menu state: 'open' is the full menu, 'close' the mini bar (portal spec §2.6, §4). */
export const NAV_MENU_STATES = ['open', 'close'] as const;
export type NavMenuState = (typeof NAV_MENU_STATES)[number];
