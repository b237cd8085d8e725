/** The parts of a keydown event the '/' shortcut looks at. */
export interface SlashKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat?: boolean;
}

/** `aria-keyshortcuts` of the search field. */
export const SEARCH_FIELD_KEYSHORTCUT = '/';

/**
 * '/' alone focuses the dashboard search (as in Grafana and GitHub). Matched on `event.key`, never
 * `event.code`: the '/' key moves between layouts (ABNT2 has its own key, and AltGr+Q; US needs no Shift,
 * others do), so Shift and AltGr (reported as Ctrl+Alt on Windows) are allowed. Ctrl+/ and Cmd+/ belong
 * to the global search (spec §2.9); Alt+/ is left to the browser.
 */
export function isSearchFieldShortcut(event: SlashKeyEvent): boolean {
  if (event.key !== '/' || event.metaKey || event.repeat) return false;
  const altGr = event.ctrlKey && event.altKey;
  return altGr || (!event.ctrlKey && !event.altKey);
}
