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

// Input types that hold no typed text: a shortcut pressed on them is not a keystroke of the user's text.
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True when the element takes typed text (a text input, a textarea or contenteditable content). */
export function isEditableElement(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  if (target instanceof HTMLInputElement) {
    return !NON_TEXT_INPUT_TYPES.has(target.type) && !target.readOnly && !target.disabled;
  }
  // The nearest contenteditable ancestor decides ('false' switches editing off again inside an editor).
  const host = target.closest('[contenteditable]');
  return host !== null && host.getAttribute('contenteditable') !== 'false';
}
