import { filterOfCard } from '../data/filterCards';
import { loadedReport, type FakeHost } from '../testing/fakeHost';
import { changeFilterCard } from './actions/filterActions';
import { filterPaneCardsOf } from './filterPaneCards';
import type { ReportSession } from './reportSession';

const sessionOf = (host: FakeHost): Promise<ReportSession> => {
  if (host.frame.content?.route !== 'report') throw new Error('not a report frame');
  return host.frame.content.embed.lifecycle.whenLoaded();
};

const south = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Consumo', column: 'Região' },
  filterType: 1,
  operator: 'In',
  values: ['Sul'],
};

test('the pane lists the selected visual, page and report filters, with the values of basic ones', async () => {
  const host = await loadedReport();
  await host.request('PUT', '/report/filters', [south]);
  await host.request('PUT', '/report/pages/Overview/visuals/byRegion/filters', [
    { ...south, operator: 'All', values: [] },
  ]);
  const session = await sessionOf(host);
  session.update((state) => ({ ...state, selectedVisual: 'Overview/byRegion' }));
  await vi.waitFor(() =>
    expect(session.state.paneValues['Consumo.Região']).toEqual(['Norte', 'Sudeste', 'Sul']),
  );
  const cards = filterPaneCardsOf(session.state, session.catalog);
  expect(cards.map(({ card }) => [card.id, card.level, card.condition.kind])).toEqual([
    ['visual:Overview/byRegion:0', 'visual', 'all'],
    ['report:0', 'report', 'basic'],
  ]);
  expect(cards[1]!.card.availableValues).toEqual(['Norte', 'Sudeste', 'Sul']);
  host.close();
});

test('an edit in the pane replaces its filter and sends filtersApplied', async () => {
  const host = await loadedReport();
  await host.request('PUT', '/report/filters', [south]);
  const session = await sessionOf(host);
  const [card] = filterPaneCardsOf(session.state, session.catalog);
  const original = session.state.filters.report[0]!;
  changeFilterCard(
    session,
    card!,
    filterOfCard(original, { kind: 'basic', operator: 'In', values: ['Norte', 'Sul'] }),
  );
  expect((await host.request('GET', '/report/filters')).body).toMatchObject([
    { operator: 'In', values: ['Norte', 'Sul'] },
  ]);
  await host.waitForEvents('filtersApplied', 2);
  host.close();
});
