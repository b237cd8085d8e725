/** The shortcut as `aria-keyshortcuts` announces it: Ctrl+/ or Cmd+/ (portal spec §2.9). */
export const SEARCH_ARIA_KEYSHORTCUTS = 'Control+/ Meta+/';
