import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isEditableElement } from './editableElement';

export interface KeyShortcutOptions {
  /** The field the shortcut serves, if any: keys typed in it do not count as typing in another field. */
  ownField?: RefObject<HTMLElement | null>;
  /**
   * Ignore the shortcut while focus is inside an open modal dialog (one that does not hold `ownField`):
   * the page behind the dialog is out of reach. Off by default.
   */
  ignoreInModals?: boolean;
}

/**
 * Calls `onShortcut` when a keydown anywhere in the window matches `isShortcut` (match on `event.key`,
 * never `event.code`: the '/' key moves on the Brazilian ABNT2 layout), except while the user is typing in
 * an editable field: there the keys belong to that field. The listener is removed on unmount.
 */
export function useKeyShortcut(
  isShortcut: (event: KeyboardEvent) => boolean,
  onShortcut: () => void,
  { ownField, ignoreInModals = false }: KeyShortcutOptions = {},
) {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !isShortcut(event)) return;
    const field = ownField?.current ?? null;
    const own = field !== null && event.target === field;
    if (!own && isEditableElement(event.target)) return;
    if (!own && ignoreInModals && inOtherModal(event.target, field)) return;
    event.preventDefault();
    onShortcut();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

function inOtherModal(target: EventTarget | null, ownField: HTMLElement | null): boolean {
  const modal = target instanceof Element ? target.closest('[aria-modal="true"]') : null;
  return modal !== null && !(ownField !== null && modal.contains(ownField));
}
