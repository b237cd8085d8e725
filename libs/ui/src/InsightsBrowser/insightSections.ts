import type { Insight } from '../model/insight';
import { MAX_RECENT_INSIGHTS } from './insightsBrowserLimits';
import { matchesNeedle, searchNeedle, type IndexedInsight } from './insightSearch';

export type InsightsStatus = 'loading' | 'error' | 'ready';

/** The key of the 'Data Analytics' group in the collapsed set. */
export const DATA_ANALYTICS_GROUP = 'dataAnalytics';
/** The key of a category's group in the collapsed set. */
export const categoryGroupKey = (category: string) => `category:${category}`;

export interface InsightSectionsInput {
  /** The dashboards, indexed, in server order (category, name). */
  dashboards: readonly IndexedInsight[];
  dashboardsStatus: InsightsStatus;
  /** Absent: the user has no 'Data Analytics' group (no show_powerbi_insights, spec §2.5). */
  dataAnalytics?: { items: readonly IndexedInsight[]; status: InsightsStatus };
  favoriteIds: ReadonlySet<string>;
  /** Most recent first; unknown ids are skipped. */
  recentIds?: readonly string[];
  query: string;
  /** Group keys shown collapsed (see `collapsedGroups`). */
  collapsed: ReadonlySet<string>;
}

export type InsightSection =
  | { type: 'recents'; items: readonly Insight[] }
  | { type: 'favorites'; items: readonly Insight[] }
  | { type: 'dashboardsLoading' }
  | { type: 'dashboardsError' }
  /** The user may open no dashboard at all. */
  | { type: 'dashboardsEmpty' }
  /** A search that matches nothing anywhere. */
  | { type: 'noMatch' }
  | { type: 'category'; key: string; category: string; items: readonly Insight[]; expanded: boolean }
  | {
      type: 'dataAnalytics';
      key: typeof DATA_ANALYTICS_GROUP;
      status: InsightsStatus;
      /** The matching BI items; [] when ready means there are none at all (a search with none hides it). */
      items: readonly Insight[];
      expanded: boolean;
    };

/** The dashboards matching a search, by category; categories in the order they first appear (the server's). */
export type CategoryGroups = readonly (readonly [category: string, items: readonly Insight[]])[];

export function groupByCategory(dashboards: readonly IndexedInsight[], query: string): CategoryGroups {
  const needle = searchNeedle(query);
  const groups = new Map<string, Insight[]>();
  for (const entry of dashboards) {
    if (!matchesNeedle(entry, needle)) continue;
    const { category } = entry.insight;
    const group = groups.get(category);
    if (group) group.push(entry.insight);
    else groups.set(category, [entry.insight]);
  }
  return [...groups];
}

/** The entries whose name matches the search, in their order. */
export function matchingInsights(items: readonly IndexedInsight[], query: string): Insight[] {
  const needle = searchNeedle(query);
  return items.filter((entry) => matchesNeedle(entry, needle)).map((entry) => entry.insight);
}

/** The favorites that match the search: dashboards first, then BI items, each list in its order. */
export function favoriteInsights(
  lists: readonly (readonly IndexedInsight[])[],
  favoriteIds: ReadonlySet<string>,
  query: string,
): Insight[] {
  if (favoriteIds.size === 0) return [];
  const needle = searchNeedle(query);
  return lists
    .flatMap((list) =>
      list.filter((entry) => favoriteIds.has(entry.insight.id) && matchesNeedle(entry, needle)),
    )
    .map((entry) => entry.insight);
}

/** The recently opened entries still known, most recent first, at most MAX_RECENT_INSIGHTS. */
export function recentInsights(
  lists: readonly (readonly IndexedInsight[])[],
  recentIds: readonly string[],
): Insight[] {
  if (recentIds.length === 0) return [];
  const byId = new Map<string, Insight>();
  for (const list of lists)
    for (const { insight } of list) if (!byId.has(insight.id)) byId.set(insight.id, insight);
  const recents: Insight[] = [];
  for (const id of new Set(recentIds)) {
    const insight = byId.get(id);
    if (insight) recents.push(insight);
    if (recents.length === MAX_RECENT_INSIGHTS) break;
  }
  return recents;
}

/** The pieces of the list, each computed (and memoised) on its own. */
export interface SectionPieces {
  query: string;
  dashboardsStatus: InsightsStatus;
  /** How many dashboards there are before any search. */
  dashboardCount: number;
  recents: readonly Insight[];
  favorites: readonly Insight[];
  groups: CategoryGroups;
  /** Absent: no 'Data Analytics' group. `matches`: the BI items matching the search. */
  dataAnalytics?: { status: InsightsStatus; matches: readonly Insight[] };
  collapsed: ReadonlySet<string>;
}

/**
 * The Insights list, section by section (portal spec §2.5): 'Recentes' (no search only), 'Favoritos'
 * (the favorites that match), then the dashboards grouped by category (or their loading, error, empty or
 * no-match state), then 'Data Analytics' with its own states. Recentes and Favoritos wait for the
 * dashboards, so the page does not jump when they arrive. A search shows only groups with matches.
 */
export function assembleSections({
  query,
  dashboardsStatus,
  dashboardCount,
  recents,
  favorites,
  groups,
  dataAnalytics,
  collapsed,
}: SectionPieces): InsightSection[] {
  const searching = searchNeedle(query) !== '';
  const sections: InsightSection[] = [];
  if (dashboardsStatus !== 'loading') {
    if (!searching && recents.length > 0) sections.push({ type: 'recents', items: recents });
    if (favorites.length > 0) sections.push({ type: 'favorites', items: favorites });
  }
  if (dashboardsStatus === 'loading') sections.push({ type: 'dashboardsLoading' });
  else if (dashboardsStatus === 'error') sections.push({ type: 'dashboardsError' });
  else if (dashboardCount === 0) sections.push({ type: 'dashboardsEmpty' });
  else {
    if (groups.length === 0 && !(dataAnalytics && dataAnalytics.matches.length > 0))
      sections.push({ type: 'noMatch' });
    for (const [category, items] of groups) {
      const key = categoryGroupKey(category);
      sections.push({ type: 'category', key, category, items, expanded: !collapsed.has(key) });
    }
  }
  if (dataAnalytics) {
    const { status, matches } = dataAnalytics;
    // During a search a group without matches is left out; its loading and error states stay.
    if (status !== 'ready' || matches.length > 0 || !searching) {
      sections.push({
        type: 'dataAnalytics',
        key: DATA_ANALYTICS_GROUP,
        status,
        items: status === 'ready' ? matches : [],
        expanded: !collapsed.has(DATA_ANALYTICS_GROUP),
      });
    }
  }
  return sections;
}

/** All of the above at once, from the lists (the component memoises the pieces one by one). */
export function insightSections({
  dashboards,
  dashboardsStatus,
  dataAnalytics,
  favoriteIds,
  recentIds = [],
  query,
  collapsed,
}: InsightSectionsInput): InsightSection[] {
  const ready = [
    dashboardsStatus === 'ready' ? dashboards : [],
    dataAnalytics?.status === 'ready' ? dataAnalytics.items : [],
  ];
  return assembleSections({
    query,
    dashboardsStatus,
    dashboardCount: dashboards.length,
    recents: recentInsights(ready, recentIds),
    favorites: favoriteInsights(ready, favoriteIds, query),
    groups: groupByCategory(dashboards, query),
    dataAnalytics: dataAnalytics && {
      status: dataAnalytics.status,
      matches: matchingInsights(dataAnalytics.items, query),
    },
    collapsed,
  });
}

/**
 * The user's expand/collapse choices: `browse` holds while there is no search; `search` holds only for
 * the search it was made in (a new search shows every group with matches expanded again).
 */
export interface CollapsedGroups {
  browse: ReadonlySet<string>;
  search: { query: string; keys: ReadonlySet<string> };
}

export const NO_COLLAPSED_GROUPS: CollapsedGroups = {
  browse: new Set(),
  search: { query: '', keys: new Set() },
};

/** The groups shown collapsed for this query. */
export function collapsedFor(state: CollapsedGroups, query: string): ReadonlySet<string> {
  const needle = searchNeedle(query);
  if (needle === '') return state.browse;
  return state.search.query === needle ? state.search.keys : NO_COLLAPSED_GROUPS.search.keys;
}

/** The choices after the user toggled `group` while `query` was typed. */
export function toggleGroup(state: CollapsedGroups, query: string, group: string): CollapsedGroups {
  const needle = searchNeedle(query);
  const toggled = (keys: ReadonlySet<string>) => {
    const next = new Set(keys);
    if (!next.delete(group)) next.add(group);
    return next;
  };
  if (needle === '') return { ...state, browse: toggled(state.browse) };
  return { ...state, search: { query: needle, keys: toggled(collapsedFor(state, query)) } };
}
