import { useEffect, useEffectEvent, useRef } from 'react';
import { SEARCH_DEBOUNCE_MS } from './globalSearchLimits';
import { searchableQuery } from './searchQuery';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * Reports the query to `onSearch` once typing has paused for SEARCH_DEBOUNCE_MS, only when it is long
 * enough, and never the same text twice in a row (portal spec §2.9, §5). `initialQuery` counts as
 * already searched: the overlay was opened with its results.
 */
export function useDebouncedSearch(query: string, initialQuery: string, onSearch: (query: string) => void) {
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const lastReported = useRef(searchableQuery(initialQuery));
  const report = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    const text = searchableQuery(settled);
    if (text === lastReported.current) return;
    lastReported.current = text;
    if (text !== null) report(text);
  }, [settled]);
}
