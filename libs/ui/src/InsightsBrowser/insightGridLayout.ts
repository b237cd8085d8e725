import type { Insight } from '../model/insight';
import { DATA_ANALYTICS_GROUP, type InsightSection } from './insightSections';

export type InsightStatusRow =
  | 'dashboardsLoading'
  | 'dashboardsError'
  | 'dashboardsEmpty'
  | 'noMatch'
  | 'dataAnalyticsLoading'
  | 'dataAnalyticsError'
  | 'dataAnalyticsEmpty';

/** One row of the virtualised list. */
export type InsightRow =
  /** 'Recentes' or 'Favoritos': a heading. */
  | { type: 'heading'; key: string; section: 'recents' | 'favorites'; count: number }
  /** A collapsible group's header: a category or 'Data Analytics'. */
  | {
      type: 'group';
      key: string;
      group: string;
      /** The category; undefined for 'Data Analytics'. */
      category?: string;
      /** Matching entries in the group; undefined while its items are not known. */
      count?: number;
      expanded: boolean;
    }
  /** Up to `columns` cards side by side. */
  | {
      type: 'cards';
      key: string;
      /** The section the cards belong to: 'recents', 'favorites' or a group key. */
      section: string;
      items: readonly Insight[];
      /** Index of the row's first card among all cards of the list. */
      firstCard: number;
      showCategory: boolean;
    }
  | { type: 'status'; key: string; status: InsightStatusRow };

export interface InsightLayout {
  rows: readonly InsightRow[];
  /** The card rows in order: index into `rows`, first card index and number of cards. */
  cardRows: readonly CardRowPlace[];
  /** One key per card, in order: section and id, unique even when a card shows twice. */
  cardKeys: readonly string[];
}

export interface CardRowPlace {
  row: number;
  first: number;
  length: number;
}

/** How many cards fit side by side: at least one, then as many of the minimum width as the width allows. */
export function columnsFor(width: number, minCardWidth: number, gap: number): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
}

/** The key of a card: the same dashboard in Favoritos and in its category are two cards. */
export const cardKeyOf = (section: string, insight: Insight) => `${section}\u0000${insight.id}`;

/** Lays the sections out as a flat list of rows, the cards in rows of `columns`. */
export function layoutInsightRows(sections: readonly InsightSection[], columns: number): InsightLayout {
  const rows: InsightRow[] = [];
  const cardRows: CardRowPlace[] = [];
  const cardKeys: string[] = [];
  const perRow = Math.max(1, Math.floor(columns));

  const addCards = (section: string, items: readonly Insight[], showCategory: boolean) => {
    for (let start = 0; start < items.length; start += perRow) {
      const slice = items.slice(start, start + perRow);
      cardRows.push({ row: rows.length, first: cardKeys.length, length: slice.length });
      rows.push({
        type: 'cards',
        key: `${section}\u0000${start}`,
        section,
        items: slice,
        firstCard: cardKeys.length,
        showCategory,
      });
      for (const insight of slice) cardKeys.push(cardKeyOf(section, insight));
    }
  };
  const status = (value: InsightStatusRow) => rows.push({ type: 'status', key: value, status: value });

  for (const section of sections) {
    switch (section.type) {
      case 'recents':
      case 'favorites':
        rows.push({
          type: 'heading',
          key: section.type,
          section: section.type,
          count: section.items.length,
        });
        addCards(section.type, section.items, true);
        break;
      case 'dashboardsLoading':
      case 'dashboardsError':
      case 'dashboardsEmpty':
      case 'noMatch':
        status(section.type);
        break;
      case 'category':
        rows.push({
          type: 'group',
          key: section.key,
          group: section.key,
          category: section.category,
          count: section.items.length,
          expanded: section.expanded,
        });
        if (section.expanded) addCards(section.key, section.items, false);
        break;
      case 'dataAnalytics':
        rows.push({
          type: 'group',
          key: DATA_ANALYTICS_GROUP,
          group: DATA_ANALYTICS_GROUP,
          count: section.status === 'ready' ? section.items.length : undefined,
          expanded: section.expanded,
        });
        if (!section.expanded) break;
        if (section.status === 'loading') status('dataAnalyticsLoading');
        else if (section.status === 'error') status('dataAnalyticsError');
        else if (section.items.length === 0) status('dataAnalyticsEmpty');
        else addCards(DATA_ANALYTICS_GROUP, section.items, true);
        break;
    }
  }
  return { rows, cardRows, cardKeys };
}

/** The card row holding card `index`, and its column; null when there is no such card. */
export function locateCard(
  cardRows: readonly CardRowPlace[],
  index: number,
): { cardRow: number; column: number } | null {
  let low = 0;
  let high = cardRows.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const place = cardRows[mid]!;
    if (index < place.first) high = mid - 1;
    else if (index >= place.first + place.length) low = mid + 1;
    else return { cardRow: mid, column: index - place.first };
  }
  return null;
}
