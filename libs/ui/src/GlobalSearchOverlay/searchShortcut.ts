/** The parts of a keydown event the global-search shortcut looks at. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
}

/**
 * Ctrl+/ or Cmd+/ (portal spec §2.9). Matched on `event.key`, never `event.code`: the '/' key moves on
 * the Brazilian ABNT2 layout (and may need Shift there), so only the character it produces is reliable.
 */
export function isSearchShortcut(event: ShortcutKeyEvent): boolean {
  return event.key === '/' && (event.ctrlKey || event.metaKey) && !event.repeat;
}
