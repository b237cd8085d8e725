import type { Insight } from '../model/insight';
import { columnsFor, layoutInsightRows, locateCard, type InsightRow } from './insightGridLayout';
import type { InsightSection } from './insightSections';

const d = (id: string, category = 'C'): Insight => ({ id, name: id, category, kind: 'dashboard' });

test.each([
  [0, 1],
  [-5, 1],
  [Number.NaN, 1],
  [259, 1],
  [260, 1],
  [531, 1],
  [532, 2], // 2 × 260 + 12
  [804, 3],
  [1076, 4],
  [1248, 4],
  [1400, 5],
])('width %d fits %d columns of 260 px with 12 px gaps', (width, expected) => {
  expect(columnsFor(width, 260, 12)).toBe(expected);
});

/** One line per row: heading/group names, the ids of a card row, or a status. */
function rowsOf(rows: readonly InsightRow[]): string[] {
  return rows.map((row) => {
    switch (row.type) {
      case 'heading':
        return `# ${row.section} (${row.count})`;
      case 'group':
        return `> ${row.category ?? 'DA'} (${row.count ?? '?'})${row.expanded ? '' : ' collapsed'}`;
      case 'cards':
        return `${row.firstCard}: ${row.items.map((i) => i.id).join(' ')}${row.showCategory ? ' +cat' : ''}`;
      case 'status':
        return `! ${row.status}`;
    }
  });
}

const five = ['a', 'b', 'c', 'd', 'e'].map((id) => d(id));
const sections: InsightSection[] = [
  { type: 'favorites', items: [d('c')] },
  { type: 'category', key: 'category:C', category: 'C', items: five, expanded: true },
  { type: 'category', key: 'category:D', category: 'D', items: [d('x', 'D')], expanded: false },
  { type: 'dataAnalytics', key: 'dataAnalytics', status: 'loading', items: [], expanded: true },
];

test.each<[number, string[]]>([
  [
    1,
    [
      '# favorites (1)',
      '0: c +cat',
      '> C (5)',
      '1: a',
      '2: b',
      '3: c',
      '4: d',
      '5: e',
      '> D (1) collapsed',
      '> DA (?)',
      '! dataAnalyticsLoading',
    ],
  ],
  [
    2,
    [
      '# favorites (1)',
      '0: c +cat',
      '> C (5)',
      '1: a b',
      '3: c d',
      '5: e',
      '> D (1) collapsed',
      '> DA (?)',
      '! dataAnalyticsLoading',
    ],
  ],
  [
    4,
    [
      '# favorites (1)',
      '0: c +cat',
      '> C (5)',
      '1: a b c d',
      '5: e',
      '> D (1) collapsed',
      '> DA (?)',
      '! dataAnalyticsLoading',
    ],
  ],
  [
    8,
    [
      '# favorites (1)',
      '0: c +cat',
      '> C (5)',
      '1: a b c d e',
      '> D (1) collapsed',
      '> DA (?)',
      '! dataAnalyticsLoading',
    ],
  ],
])('in %i columns', (columns, expected) => {
  expect(rowsOf(layoutInsightRows(sections, columns).rows)).toEqual(expected);
});

test.each<[InsightSection, string[]]>([
  [
    { type: 'dataAnalytics', key: 'dataAnalytics', status: 'error', items: [], expanded: true },
    ['> DA (?)', '! dataAnalyticsError'],
  ],
  [
    { type: 'dataAnalytics', key: 'dataAnalytics', status: 'ready', items: [], expanded: true },
    ['> DA (0)', '! dataAnalyticsEmpty'],
  ],
  [
    { type: 'dataAnalytics', key: 'dataAnalytics', status: 'loading', items: [], expanded: false },
    ['> DA (?) collapsed'],
  ],
  [
    {
      type: 'dataAnalytics',
      key: 'dataAnalytics',
      status: 'ready',
      items: [{ id: 'r', name: 'r', category: '', kind: 'biReport' }],
      expanded: true,
    },
    ['> DA (1)', '0: r +cat'],
  ],
  [{ type: 'noMatch' }, ['! noMatch']],
  [{ type: 'dashboardsLoading' }, ['! dashboardsLoading']],
  [{ type: 'dashboardsError' }, ['! dashboardsError']],
  [{ type: 'dashboardsEmpty' }, ['! dashboardsEmpty']],
])('%o is laid out as %j', (section, expected) => {
  expect(rowsOf(layoutInsightRows([section], 3).rows)).toEqual(expected);
});

test('card rows and keys: a card shown twice has two keys', () => {
  const layout = layoutInsightRows(sections, 2);
  expect(layout.cardRows).toEqual([
    { row: 1, first: 0, length: 1 },
    { row: 3, first: 1, length: 2 },
    { row: 4, first: 3, length: 2 },
    { row: 5, first: 5, length: 1 },
  ]);
  expect(layout.cardKeys).toHaveLength(6);
  expect(new Set(layout.cardKeys).size).toBe(6);
  expect(layout.cardKeys[0]).not.toBe(layout.cardKeys[3]); // 'c' in Favoritos and in C
  expect(new Set(layout.rows.map((row) => row.key)).size).toBe(layout.rows.length);
});

test.each([
  [0, { cardRow: 0, column: 0 }],
  [2, { cardRow: 1, column: 1 }],
  [3, { cardRow: 2, column: 0 }],
  [5, { cardRow: 3, column: 0 }],
  [6, null],
  [-1, null],
])('card %i is at %o', (index, expected) => {
  expect(locateCard(layoutInsightRows(sections, 2).cardRows, index)).toEqual(expected);
});

test('5,000 dashboards in 50 categories, 4 columns: 50 headers and 1,250 card rows', () => {
  const many: InsightSection[] = Array.from({ length: 50 }, (_, c) => ({
    type: 'category',
    key: `category:${c}`,
    category: String(c),
    items: Array.from({ length: 100 }, (_, i) => d(`${c}-${i}`, String(c))),
    expanded: true,
  }));
  const layout = layoutInsightRows(many, 4);
  expect(layout.rows).toHaveLength(50 + 50 * 25);
  expect(layout.cardKeys).toHaveLength(5000);
  expect(locateCard(layout.cardRows, 4999)).toEqual({ cardRow: 1249, column: 3 });
});
