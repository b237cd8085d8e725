import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's choices in the address (filter, sort, page, an open entry): the search params and how to change
 * them, replacing the history entry so that Back leaves the screen rather than undoing each keystroke.
 */
export function useListSearch(): {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
} {
  const [search, setParams] = useSearchParams();
  const onSearchChange = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return { search, onSearchChange };
}
