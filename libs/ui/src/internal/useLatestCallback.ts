import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of stable identity that always calls the latest `callback`: memoised children keep their
 * memo even when the parent is handed a new inline callback on each render. Call it from event handlers,
 * not while rendering.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
