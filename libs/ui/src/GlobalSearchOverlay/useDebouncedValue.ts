import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs`. Each change restarts the wait; the pending
 * timer is cleared on change and on unmount, so nothing fires after the component is gone.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
