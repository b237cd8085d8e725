import type { Insight } from '../model/insight';
import { indexInsights } from './insightSearch';
import {
  collapsedFor,
  DATA_ANALYTICS_GROUP,
  insightSections,
  NO_COLLAPSED_GROUPS,
  toggleGroup,
  type InsightSection,
  type InsightSectionsInput,
  type InsightsStatus,
} from './insightSections';

const d = (id: string, name: string, category: string): Insight => ({
  id,
  name,
  category,
  kind: 'dashboard',
});
const dashboards = [
  d('d1', 'Chamados', ''),
  d('d2', 'Custos por projeto', 'Financeiro'),
  d('d3', 'Faturamento', 'Financeiro'),
  d('d4', 'Backups', 'Operações'),
  d('d5', 'Disponibilidade', 'Operações'),
];
const bi: Insight[] = [
  { id: 'r1', name: 'Relatório comercial', category: '', kind: 'biReport' },
  { id: 'b1', name: 'Painel executivo', category: '', kind: 'biDashboard' },
];

/** One line per section: its type, and the ids it lists (or its status). */
function summary(sections: InsightSection[]): string[] {
  return sections.map((section) => {
    switch (section.type) {
      case 'recents':
      case 'favorites':
        return `${section.type}: ${section.items.map((i) => i.id).join(' ')}`;
      case 'category':
        return `[${section.category}]${section.expanded ? '' : ' collapsed'}: ${section.items.map((i) => i.id).join(' ')}`;
      case 'dataAnalytics':
        return `DA ${section.status}${section.expanded ? '' : ' collapsed'}: ${section.items.map((i) => i.id).join(' ')}`;
      default:
        return section.type;
    }
  });
}

interface Case {
  query?: string;
  favorites?: string[];
  recents?: string[];
  dashboardsStatus?: InsightsStatus;
  dashboardList?: Insight[];
  dataAnalytics?: InsightsStatus | 'absent';
  collapsed?: string[];
}

function sectionsOf({
  query = '',
  favorites = [],
  recents,
  dashboardsStatus = 'ready',
  dashboardList = dashboards,
  dataAnalytics = 'ready',
  collapsed = [],
}: Case) {
  const input: InsightSectionsInput = {
    dashboards: indexInsights(dashboardList),
    dashboardsStatus,
    dataAnalytics:
      dataAnalytics === 'absent' ? undefined : { items: indexInsights(bi), status: dataAnalytics },
    favoriteIds: new Set(favorites),
    recentIds: recents,
    query,
    collapsed: new Set(collapsed),
  };
  return summary(insightSections(input));
}

test.each<[string, Case, string[]]>([
  [
    'everything, grouped by category in server order',
    {},
    ['[]: d1', '[Financeiro]: d2 d3', '[Operações]: d4 d5', 'DA ready: r1 b1'],
  ],
  [
    'without Data Analytics',
    { dataAnalytics: 'absent' },
    ['[]: d1', '[Financeiro]: d2 d3', '[Operações]: d4 d5'],
  ],
  [
    'favorites of both lists, dashboards first, also in their groups',
    { favorites: ['r1', 'd4', 'unknown'] },
    ['favorites: d4 r1', '[]: d1', '[Financeiro]: d2 d3', '[Operações]: d4 d5', 'DA ready: r1 b1'],
  ],
  [
    'recents: known ids only, most recent first, no duplicates',
    { recents: ['d5', 'gone', 'b1', 'd5', 'd1'], dataAnalytics: 'absent' },
    ['recents: d5 d1', '[]: d1', '[Financeiro]: d2 d3', '[Operações]: d4 d5'],
  ],
  [
    'recents include BI items when the group is there',
    { recents: ['b1', 'd2'] },
    ['recents: b1 d2', '[]: d1', '[Financeiro]: d2 d3', '[Operações]: d4 d5', 'DA ready: r1 b1'],
  ],
  [
    'recents are capped at 6',
    {
      dashboardList: Array.from({ length: 9 }, (_, i) => d(`x${i}`, `X ${i}`, 'C')),
      recents: ['x8', 'x7', 'x6', 'x5', 'x4', 'x3', 'x2', 'x1'],
      dataAnalytics: 'absent',
    },
    ['recents: x8 x7 x6 x5 x4 x3', '[C]: x0 x1 x2 x3 x4 x5 x6 x7 x8'],
  ],
  [
    'a search hides recents, filters favorites and groups, and leaves out groups without matches',
    { query: 'CUSTOS', recents: ['d2'], favorites: ['d2', 'd3'] },
    ['favorites: d2', '[Financeiro]: d2'],
  ],
  ['a search that matches only BI items', { query: 'painel' }, ['DA ready: b1']],
  ['a search that matches nothing', { query: 'zzz' }, ['noMatch']],
  [
    'a search that matches nothing, while Data Analytics loads',
    { query: 'zzz', dataAnalytics: 'loading' },
    ['noMatch', 'DA loading: '],
  ],
  [
    'a search keeps the Data Analytics error in sight',
    { query: 'custos', dataAnalytics: 'error' },
    ['[Financeiro]: d2', 'DA error: '],
  ],
  [
    'dashboards loading: skeleton, no recents or favorites yet',
    { dashboardsStatus: 'loading', recents: ['r1'], favorites: ['r1'] },
    ['dashboardsLoading', 'DA ready: r1 b1'],
  ],
  [
    'dashboards failed: the error, BI favorites still listed',
    { dashboardsStatus: 'error', favorites: ['r1', 'd1'] },
    ['favorites: r1', 'dashboardsError', 'DA ready: r1 b1'],
  ],
  ['no dashboards at all', { dashboardList: [] }, ['dashboardsEmpty', 'DA ready: r1 b1']],
  ['no dashboards at all, during a search', { dashboardList: [], query: 'zzz' }, ['dashboardsEmpty']],
  [
    'Data Analytics without items',
    { dataAnalytics: 'ready', dashboardList: [d('d1', 'A', '')], query: '' },
    ['[]: d1', 'DA ready: r1 b1'],
  ],
  [
    'collapsed groups stay in the list, marked',
    { collapsed: ['category:Financeiro', DATA_ANALYTICS_GROUP] },
    ['[]: d1', '[Financeiro] collapsed: d2 d3', '[Operações]: d4 d5', 'DA ready collapsed: r1 b1'],
  ],
])('%s', (_name, input, expected) => {
  expect(sectionsOf(input)).toEqual(expected);
});

test('Data Analytics ready with no items shows the group, empty', () => {
  const sections = insightSections({
    dashboards: indexInsights(dashboards),
    dashboardsStatus: 'ready',
    dataAnalytics: { items: [], status: 'ready' },
    favoriteIds: new Set(),
    query: '',
    collapsed: new Set(),
  });
  expect(summary(sections).at(-1)).toBe('DA ready: ');
});

describe('expand/collapse choices', () => {
  test('without a search the choice holds', () => {
    const once = toggleGroup(NO_COLLAPSED_GROUPS, '', 'category:A');
    expect([...collapsedFor(once, '')]).toEqual(['category:A']);
    expect([...collapsedFor(toggleGroup(once, '', 'category:A'), '')]).toEqual([]);
  });

  test('a search shows every group expanded, and leaves the browse choice alone', () => {
    const browse = toggleGroup(NO_COLLAPSED_GROUPS, '', 'category:A');
    expect([...collapsedFor(browse, 'vendas')]).toEqual([]);
    const searching = toggleGroup(browse, 'vendas', 'category:B');
    expect([...collapsedFor(searching, 'vendas')]).toEqual(['category:B']);
    expect([...collapsedFor(searching, ' VENDAS ')]).toEqual(['category:B']); // the same search
    expect([...collapsedFor(searching, 'vendas s')]).toEqual([]); // a new search: all expanded again
    expect([...collapsedFor(searching, '')]).toEqual(['category:A']);
  });
});
