import { loadedReportWithActions, sessionOf } from '../../testing/fakeHost';
import { clickButton } from './buttonActions';

/** The report on its Actions page, with the given visuals pressed; `events()` names what the frame sent since. */
async function pressed(...visuals: string[]) {
  const host = await loadedReportWithActions({ pageName: 'Actions' });
  const session = await sessionOf(host);
  const from = host.frameRequests().length;
  for (const visual of visuals) clickButton(session, 'Actions', visual);
  const events = () =>
    host
      .frameRequests()
      .slice(from)
      .map((request) => /\/events\/(\w+)$/.exec(request.url)?.[1])
      .filter((name) => name !== undefined && name !== 'rendered' && name !== 'renderingStarted');
  return { host, session, events };
}

test('a page navigation button raises buttonClicked, then shows its page (pageChanged)', async () => {
  const { host, events } = await pressed('toOverview');
  const [clicked] = await host.waitForEvents('buttonClicked');
  expect(clicked!.url).toBe('/reports/u1/pages/Actions/visuals/toOverview/events/buttonClicked');
  expect(clicked!.body).toEqual({ id: 'toOverview', title: 'Ver visão geral', type: 'pageNavigation' });
  const [changed] = await host.waitForEvents('pageChanged');
  expect(changed!.body).toMatchObject({
    newPage: { name: 'Overview', isActive: true },
    oldPage: { name: 'Actions' },
  });
  expect(events()).toEqual(['buttonClicked', 'pageChanged']);
  expect((await host.request('GET', '/report/pages')).body).toContainEqual(
    expect.objectContaining({ name: 'Overview', isActive: true }),
  );
  host.close();
});

test('a bookmark button raises buttonClicked with the bookmark, then applies it (bookmarkApplied)', async () => {
  const { host, session, events } = await pressed('southOnly');
  const [clicked] = await host.waitForEvents('buttonClicked');
  expect(clicked!.body).toEqual({ id: 'southOnly', title: 'Só o Sul', type: 'bookmark', bookmark: 'SoSul' });
  const [applied] = await host.waitForEvents('bookmarkApplied');
  expect(applied!.body).toEqual({ bookmarkName: 'SoSul' });
  // The bookmark shows its own page with its filters.
  expect(events()).toEqual(['buttonClicked', 'pageChanged', 'bookmarkApplied']);
  expect(session.state.activePage).toBe('Overview');
  expect((await host.request('GET', '/report/pages/Overview/filters')).body).toMatchObject([
    { values: ['Sul'] },
  ]);
  host.close();
});

test('a button whose page is gone changes nothing and reports a warning', async () => {
  const { host, session } = await pressed('toNowhere');
  expect((await host.waitForEvents('buttonClicked'))[0]!.body).toEqual({
    id: 'toNowhere',
    title: '',
    type: 'pageNavigation',
  });
  const errors = await host.waitForEvents('error');
  // TraceType 2: Warning.
  expect(errors.at(-1)!.body).toMatchObject({ message: 'pageNotFound', level: 2 });
  expect(session.state.activePage).toBe('Actions');
  expect(host.eventsNamed('pageChanged')).toEqual([]);
  host.close();
});

test('only buttons act: another visual, or a visual of no page, sends nothing', async () => {
  const { host, events } = await pressed('statusPages', 'nope');
  expect(events()).toEqual([]);
  host.close();
});
