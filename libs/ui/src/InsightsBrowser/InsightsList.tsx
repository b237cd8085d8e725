import Box from '@mui/material/Box';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { INSIGHT_OPEN_ATTRIBUTE } from '../InsightCard/InsightCard';
import { INSIGHT_CARD_HEIGHT_PX } from '../InsightCard/insightCardSize';
import { useBoxSize } from '../internal/useBoxSize';
import type { Insight } from '../model/insight';
import { cardMoveTarget, isCardMoveKey } from './cardGridMoves';
import { columnsFor, layoutInsightRows, locateCard, type InsightRow } from './insightGridLayout';
import {
  HEADING_ROW_ESTIMATE_PX,
  INSIGHT_CARD_MIN_WIDTH_PX,
  INSIGHT_GRID_GAP_PX,
  INSIGHT_LIST_OVERSCAN,
  STATUS_ROW_ESTIMATE_PX,
} from './insightsBrowserLimits';
import { indexInsights, searchNeedle } from './insightSearch';
import {
  assembleSections,
  collapsedFor,
  favoriteInsights,
  groupByCategory,
  matchingInsights,
  NO_COLLAPSED_GROUPS,
  recentInsights,
  toggleGroup,
  type InsightsStatus,
} from './insightSections';
import { CARD_INDEX_ATTRIBUTE, CardRow, GroupHeader, SectionHeading, StatusRow } from './InsightsListRows';

/** What the search field may ask of the list. */
export interface InsightsListHandle {
  /** Moves keyboard focus to the first card; false when there is none. */
  focusFirstCard: () => boolean;
}

export interface InsightsListProps {
  /** The search (deferred: the list follows the field a moment later while typing fast). */
  query: string;
  dashboards: readonly Insight[];
  dashboardsStatus: InsightsStatus;
  dashboardsMessage: string;
  onRetryDashboards?: () => void;
  /** False: no 'Data Analytics' group. */
  hasDataAnalytics: boolean;
  dataAnalyticsItems: readonly Insight[];
  dataAnalyticsStatus: InsightsStatus;
  dataAnalyticsMessage: string;
  onRetryDataAnalytics?: () => void;
  favoriteIds: ReadonlySet<string>;
  recentIds: readonly string[];
  onToggleFavorite: (insight: Insight, next: boolean) => void;
  onOpen: (insight: Insight) => void;
  onShowPermissions?: (insight: Insight) => void;
  onClearQuery: () => void;
  /** Height in px covered by sticky bars at the top of the window. */
  stickyTop: number;
  ref?: Ref<InsightsListHandle>;
}

const NO_IDS: readonly string[] = [];

function estimateRow(row: InsightRow | undefined): number {
  if (!row) return HEADING_ROW_ESTIMATE_PX;
  if (row.type === 'cards') return INSIGHT_CARD_HEIGHT_PX + INSIGHT_GRID_GAP_PX;
  if (row.type === 'status') return STATUS_ROW_ESTIMATE_PX;
  return HEADING_ROW_ESTIMATE_PX;
}

function rowIndexOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest('[data-index]') : null;
  return row ? Number(row.getAttribute('data-index')) : null;
}

function cardIndexOf(target: EventTarget): number | null {
  const card = target instanceof Element ? target.closest(`[${CARD_INDEX_ATTRIBUTE}]`) : null;
  return card ? Number(card.getAttribute(CARD_INDEX_ATTRIBUTE)) : null;
}

/** The list's top edge in document coordinates: the virtualiser's scrollMargin. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const view = element.ownerDocument.defaultView;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + (view?.scrollY ?? 0));
      setTop((current) => (current === next ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Whatever moves the list (a banner above it, a wider or narrower page) changes the body's size.
    const observer = new ResizeObserver(measure);
    observer.observe(element.ownerDocument.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * The Insights list, virtualised over the window: sections and groups laid out as a flat list of rows
 * (headings, group headers, rows of as many cards as the width allows) of which only those near the
 * viewport are in the DOM. One tab stop for all cards (roving tabindex); arrow keys, Home and End move
 * between them, and the focused card's row stays rendered while it is scrolled away.
 */
export const InsightsList = memo(function InsightsList({
  query,
  dashboards,
  dashboardsStatus,
  dashboardsMessage,
  onRetryDashboards,
  hasDataAnalytics,
  dataAnalyticsItems,
  dataAnalyticsStatus,
  dataAnalyticsMessage,
  onRetryDataAnalytics,
  favoriteIds,
  recentIds = NO_IDS,
  onToggleFavorite,
  onOpen,
  onShowPermissions,
  onClearQuery,
  stickyTop,
  ref,
}: InsightsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsBrowser' });
  const listRef = useRef<HTMLDivElement>(null);
  const { width } = useBoxSize(listRef);
  const columns = columnsFor(width, INSIGHT_CARD_MIN_WIDTH_PX, INSIGHT_GRID_GAP_PX);
  const scrollMargin = useDocumentTop(listRef);

  // Each piece is memoised on its own inputs: a star toggled does not group 5,000 dashboards again.
  const needle = searchNeedle(query);
  const dashboardIndex = useMemo(() => indexInsights(dashboards), [dashboards]);
  const biIndex = useMemo(() => indexInsights(dataAnalyticsItems), [dataAnalyticsItems]);
  const readyLists = useMemo(
    () => [
      dashboardsStatus === 'ready' ? dashboardIndex : [],
      hasDataAnalytics && dataAnalyticsStatus === 'ready' ? biIndex : [],
    ],
    [dashboardIndex, dashboardsStatus, biIndex, hasDataAnalytics, dataAnalyticsStatus],
  );
  const groups = useMemo(() => groupByCategory(dashboardIndex, needle), [dashboardIndex, needle]);
  const biMatches = useMemo(() => matchingInsights(biIndex, needle), [biIndex, needle]);
  const favorites = useMemo(
    () => favoriteInsights(readyLists, favoriteIds, needle),
    [readyLists, favoriteIds, needle],
  );
  const recents = useMemo(() => recentInsights(readyLists, recentIds), [readyLists, recentIds]);
  const [collapsedGroups, setCollapsedGroups] = useState(NO_COLLAPSED_GROUPS);
  const collapsed = collapsedFor(collapsedGroups, needle);
  const sections = useMemo(
    () =>
      assembleSections({
        query: needle,
        dashboardsStatus,
        dashboardCount: dashboards.length,
        recents,
        favorites,
        groups,
        dataAnalytics: hasDataAnalytics ? { status: dataAnalyticsStatus, matches: biMatches } : undefined,
        collapsed,
      }),
    [
      needle,
      dashboardsStatus,
      dashboards.length,
      recents,
      favorites,
      groups,
      hasDataAnalytics,
      dataAnalyticsStatus,
      biMatches,
      collapsed,
    ],
  );
  const layout = useMemo(() => layoutInsightRows(sections, columns), [sections, columns]);
  const { rows, cardRows, cardKeys } = layout;
  const matchCount =
    needle === '' ? 0 : groups.reduce((sum, [, items]) => sum + items.length, 0) + biMatches.length;

  const toggle = useCallback(
    (group: string) => setCollapsedGroups((state) => toggleGroup(state, needle, group)),
    [needle],
  );

  // The card in the tab order, by key: it keeps its place while the list around it changes.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const keyIndex = useMemo(() => new Map(cardKeys.map((key, index) => [key, index])), [cardKeys]);
  const activeIndex = (activeKey !== null ? keyIndex.get(activeKey) : undefined) ?? 0;
  const activePlace = locateCard(cardRows, activeIndex);
  const activeRow = activePlace ? cardRows[activePlace.cardRow]!.row : -1;

  // Any other row holding focus (a group header) is kept rendered too, found again by its key.
  const [focusedRowKey, setFocusedRowKey] = useState<string | null>(null);
  const focusedRow = focusedRowKey === null ? -1 : rows.findIndex((row) => row.key === focusedRowKey);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => estimateRow(rows[index]),
    getItemKey: useCallback((index: number) => rows[index]?.key ?? index, [rows]),
    overscan: INSIGHT_LIST_OVERSCAN,
    scrollMargin,
    scrollPaddingStart: stickyTop,
    // The focused card's row stays in the DOM even when scrolled out of view, so its focus is not lost.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const kept = [activeRow, focusedRow].filter((row) => row >= 0 && !indexes.includes(row));
      return kept.length === 0 ? indexes : [...indexes, ...new Set(kept)].sort((a, b) => a - b);
    },
  });

  const pendingFocus = useRef<number | null>(null);
  const focusPendingCard = () => {
    const index = pendingFocus.current;
    if (index === null) return;
    const button = listRef.current?.querySelector<HTMLElement>(
      `[${CARD_INDEX_ATTRIBUTE}="${index}"] [${INSIGHT_OPEN_ATTRIBUTE}]`,
    );
    if (!button) return; // not rendered yet: the render after the scroll tries again
    pendingFocus.current = null;
    button.focus({ preventScroll: true });
  };
  // A card far away (End, Home) renders only after the virtualiser has scrolled to it.
  useLayoutEffect(focusPendingCard);

  const focusCard = (index: number) => {
    const key = cardKeys[index];
    const place = locateCard(cardRows, index);
    if (key === undefined || !place) return false;
    setActiveKey(key);
    virtualizer.scrollToIndex(cardRows[place.cardRow]!.row, { align: 'auto' });
    pendingFocus.current = index;
    focusPendingCard();
    return true;
  };

  useImperativeHandle(ref, () => ({ focusFirstCard: () => focusCard(0) }));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!isCardMoveKey(event.key)) return;
    const from = cardIndexOf(event.target);
    if (from === null) return;
    event.preventDefault();
    focusCard(cardMoveTarget(cardRows, from, event.key));
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = cardIndexOf(event.target);
    const key = index === null ? undefined : cardKeys[index];
    if (key !== undefined && key !== activeKey) setActiveKey(key);
    const rowIndex = rowIndexOf(event.target);
    const rowKey = rowIndex === null ? null : (rows[rowIndex]?.key ?? null);
    if (rowKey !== focusedRowKey) setFocusedRowKey(rowKey);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRowKey(null);
  };

  const renderRow = (row: InsightRow) => {
    switch (row.type) {
      case 'heading':
        return <SectionHeading section={row.section} count={row.count} />;
      case 'group':
        return (
          <GroupHeader
            group={row.group}
            category={row.category}
            count={row.count}
            expanded={row.expanded}
            onToggle={toggle}
          />
        );
      case 'cards':
        return (
          <CardRow
            items={row.items}
            firstCard={row.firstCard}
            columns={columns}
            activeColumn={
              activeIndex >= row.firstCard && activeIndex < row.firstCard + row.items.length
                ? activeIndex - row.firstCard
                : -1
            }
            showCategory={row.showCategory}
            favoriteIds={favoriteIds}
            onToggleFavorite={onToggleFavorite}
            onOpen={onOpen}
            onShowPermissions={onShowPermissions}
          />
        );
      case 'status':
        return (
          <StatusRow
            status={row.status}
            columns={columns}
            query={query}
            dashboardsMessage={dashboardsMessage}
            onRetryDashboards={onRetryDashboards}
            dataAnalyticsMessage={dataAnalyticsMessage}
            onRetryDataAnalytics={onRetryDataAnalytics}
            onClearQuery={onClearQuery}
          />
        );
    }
  };

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {needle === '' ? '' : t('matches', { count: matchCount })}
      </Box>
      <Box
        ref={listRef}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onBlur={handleBlur}
        sx={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <Box
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                pb: row.type === 'cards' ? `${INSIGHT_GRID_GAP_PX}px` : 0,
              }}
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              {renderRow(row)}
            </Box>
          );
        })}
      </Box>
    </>
  );
});
