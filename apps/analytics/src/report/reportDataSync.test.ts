import type { VisualQuery } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import { FieldCatalog } from '../data/fieldCatalog';
import type { QueryOutcome } from '../data/queryBatcher';
import { QueryCache } from '../data/queryCache';
import { evaluate } from '../testing/fakeAnalyticsApi';
import { reportContent } from '../testing/demoContent';
import { initialReportState } from './initialReportState';
import { ReportDataSync, type RenderCycle } from './reportDataSync';
import { Store } from './store';

const catalog = new FieldCatalog(reportContent().dataset, 'pt-BR', (fn, field) => `${fn} ${field}`);

function setUp() {
  const pending: { query: VisualQuery; resolve: (outcome: QueryOutcome) => void }[] = [];
  const cache = new QueryCache(
    (query) => new Promise<QueryOutcome>((resolve) => pending.push({ query, resolve })),
  );
  // The filter pane's value lists are left out: these tests count the visuals' queries.
  const config = { id: 'r', accessToken: 't', settings: { filterPaneEnabled: false } };
  const store = new Store(initialReportState(reportContent(), config, catalog).state);
  const rendered: RenderCycle[] = [];
  const sync = new ReportDataSync(store, {
    cache,
    catalog,
    afterPaint: () => Promise.resolve(),
    onRendered: (cycle) => rendered.push(cycle),
  });
  const answer = (item: (typeof pending)[number]) => item.resolve({ ok: true, result: evaluate(item.query) });
  return { store, sync, pending, rendered, answer };
}

const south = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Consumo', column: 'Região' },
  filterType: 1,
  operator: 'In',
  values: ['Sul'],
} as models.IFilter;

test('an answer that arrives after the filters changed is dropped; the newer one is drawn', async () => {
  const { store, sync, pending, rendered, answer } = setUp();
  sync.start();
  expect(pending).toHaveLength(3);
  const firstRound = [...pending];
  store.update((state) => ({ ...state, filters: { ...state.filters, report: [south] } }));
  expect(pending).toHaveLength(6);
  // The stale answers come back late: nothing drawn, no rendered.
  firstRound.forEach(answer);
  await Promise.resolve();
  await Promise.resolve();
  expect(Object.values(store.getSnapshot().visualData).every((data) => data.status === 'loading')).toBe(true);
  expect(rendered).toEqual([]);
  pending.slice(3).forEach(answer);
  await vi.waitFor(() => expect(rendered).toHaveLength(1));
  const card = store.getSnapshot().visualData['Overview/total']!;
  expect(card.data?.rows).toEqual([[150]]);
  sync.dispose();
});

test('known queries are answered from the cache: going back to a page asks nothing', async () => {
  const { store, sync, pending, rendered, answer } = setUp();
  sync.start();
  pending.forEach(answer);
  await vi.waitFor(() => expect(rendered).toHaveLength(1));
  store.update((state) => ({ ...state, activePage: 'Details' }));
  pending.slice(3).forEach(answer);
  await vi.waitFor(() => expect(rendered).toHaveLength(2));
  store.update((state) => ({ ...state, activePage: 'Overview' }));
  await vi.waitFor(() => expect(rendered).toHaveLength(3));
  expect(pending).toHaveLength(5);
  expect(rendered[2]!.drawn.sort()).toEqual([
    'Overview/byRegion',
    'Overview/note',
    'Overview/serviceSlicer',
    'Overview/total',
  ]);
  sync.dispose();
});

test('a visual whose query did not change is not drawn again', async () => {
  const { store, sync, pending, rendered, answer } = setUp();
  sync.start();
  pending.forEach(answer);
  await vi.waitFor(() => expect(rendered).toHaveLength(1));
  // A filter on the bar chart alone.
  store.update((state) => ({
    ...state,
    filters: { ...state.filters, visuals: { 'Overview/byRegion': [south] } },
  }));
  expect(pending).toHaveLength(4);
  answer(pending[3]!);
  await vi.waitFor(() => expect(rendered).toHaveLength(2));
  expect(rendered[1]!.drawn).toEqual(['Overview/byRegion']);
  sync.dispose();
});

test('nothing is queried while a phased load waits for render', () => {
  const { store, sync, pending } = setUp();
  store.update((state) => ({ ...state, rendering: false }));
  sync.start();
  expect(pending).toHaveLength(0);
  store.update((state) => ({ ...state, rendering: true }));
  expect(pending).toHaveLength(3);
  sync.dispose();
});
