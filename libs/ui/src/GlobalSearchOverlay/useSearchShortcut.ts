import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isEditableElement, isSearchShortcut } from './searchShortcut';

/**
 * Calls `onShortcut` on Ctrl+/ or Cmd+/ anywhere in the window (portal spec §2.9), except while the user
 * is typing in another editable field: there the keys belong to that field. The overlay's own field
 * (`ownField`) does not count as another field. The listener is removed on unmount.
 */
export function useSearchShortcut(onShortcut: () => void, ownField: RefObject<HTMLElement | null>) {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !isSearchShortcut(event)) return;
    if (event.target !== ownField.current && isEditableElement(event.target)) return;
    event.preventDefault();
    onShortcut();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
