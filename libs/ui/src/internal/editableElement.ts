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

/**
 * True when the element takes typed text (a text input, a textarea or contenteditable content): a
 * keyboard shortcut pressed there belongs to that field, not to the page.
 */
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
