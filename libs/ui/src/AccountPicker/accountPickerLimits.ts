/** At most this many accounts are listed, and the search field appears only above it (portal spec §2.7, §9). */
export const MAX_LISTED_ACCOUNTS = 10;
/** Dropdown size (portal spec §2.7, §9). */
export const ACCOUNT_DROPDOWN_WIDTH = 350;
export const ACCOUNT_DROPDOWN_MAX_HEIGHT = 700;
/** Height limit of the favorites list (portal spec §2.7, §9). */
export const FAVORITES_MAX_HEIGHT = 250;
