import Box from '@mui/material/Box';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../model/searchResult';
import {
  RESULT_LIST_MAX_HEIGHT_PX,
  RESULT_LIST_OVERSCAN,
  RESULT_ROW_ESTIMATE_PX,
} from './globalSearchLimits';
import { ROW_ACTION_ATTRIBUTE, SearchResultRow } from './SearchResultRow';

/** What the overlay's search field may ask of the list. */
export interface SearchResultListHandle {
  /** Moves keyboard focus to the first result. */
  focusFirst: () => void;
}

export interface SearchResultListProps {
  results: readonly SearchResult[];
  onSelectCloud: (cloudId: string) => void;
  /** ArrowUp on the first result: the overlay puts focus back in its search field. */
  onExitTop: () => void;
  ref?: Ref<SearchResultListHandle>;
}

function rowIndexOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest('[data-index]') : null;
  return row ? Number(row.getAttribute('data-index')) : null;
}

/**
 * The results, virtualised: only the rows in view (plus a few) are in the DOM, so 1,000 or 10,000 hits
 * scroll smoothly. Keyboard: roving focus on each row's first cloud_id button; ArrowDown/ArrowUp move
 * one row, Home/End jump to the ends, Enter (the button's own) switches to that environment.
 */
/**
 * Memoised: typing in the search field re-renders the panel on every keystroke, but the list only changes
 * when the results do (tests/bench/lists measures the difference).
 */
export const SearchResultList = memo(function SearchResultList({
  results,
  onSelectCloud,
  onExitTop,
  ref,
}: SearchResultListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'GlobalSearchOverlay' });
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // The active row belongs to one result list: a new list starts again at its first row.
  const [active, setActive] = useState({ results, index: 0 });
  const activeIndex = active.results === results ? Math.min(active.index, results.length - 1) : 0;

  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RESULT_ROW_ESTIMATE_PX,
    overscan: RESULT_LIST_OVERSCAN,
    // The active row stays in the DOM even when scrolled out of view, so the focus it holds is not lost.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
  });

  const focusPendingRow = () => {
    const index = pendingFocus.current;
    if (index === null) return;
    const action = scrollRef.current?.querySelector<HTMLElement>(
      `[data-index="${index}"] [${ROW_ACTION_ATTRIBUTE}]`,
    );
    if (!action) return; // not rendered yet: the next render, after the scroll, tries again
    pendingFocus.current = null;
    action.focus({ preventScroll: true });
  };

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(index, results.length - 1));
    setActive({ results, index: target });
    virtualizer.scrollToIndex(target, { align: 'auto' });
    pendingFocus.current = target;
    focusPendingRow();
  };

  // A row far away (End, Home) renders only after the virtualiser has scrolled to it.
  useLayoutEffect(focusPendingRow);

  useImperativeHandle(ref, () => ({ focusFirst: () => focusRow(0) }));

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = rowIndexOf(event.target);
    if (current === null) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusRow(current + 1),
      ArrowUp: () => (current === 0 ? onExitTop() : focusRow(current - 1)),
      Home: () => focusRow(0),
      End: () => focusRow(results.length - 1),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    move();
  };

  const handleFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = rowIndexOf(event.target);
    if (index !== null && index !== activeIndex) setActive({ results, index });
  };

  const items = virtualizer.getVirtualItems();

  return (
    <Box
      ref={scrollRef}
      sx={{
        maxHeight: RESULT_LIST_MAX_HEIGHT_PX,
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      }}
    >
      <Box
        component="ul"
        aria-label={t('listLabel')}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        sx={{ position: 'relative', m: 0, p: 0, listStyle: 'none', height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={results.length}
            aria-posinset={item.index + 1}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              px: 2.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:focus-within': { bgcolor: 'action.hover' },
            }}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <SearchResultRow
              result={results[item.index]!}
              tabbable={item.index === activeIndex}
              onSelectCloud={onSelectCloud}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
});
