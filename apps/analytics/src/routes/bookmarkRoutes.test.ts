import { loadedReport } from '../testing/fakeHost';

test('bookmarks are listed with their groups', async () => {
  const host = await loadedReport();
  const { body } = await host.request('GET', '/report/bookmarks');
  expect(body).toMatchObject([
    { name: 'SoSul', displayName: 'Só o Sul' },
    { name: 'Group1', displayName: 'Grupo', children: [{ name: 'Detalhe' }] },
  ]);
  host.close();
});

test('applying a bookmark by name applies its filters and sends bookmarkApplied', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', '/report/bookmarks/applyByName', { name: 'SoSul' })).statusCode).toBe(
    202,
  );
  const [applied] = await host.waitForEvents('bookmarkApplied');
  expect(applied!.body).toEqual({ bookmarkName: 'SoSul' });
  expect((await host.request('GET', '/report/pages/Overview/filters')).body).toMatchObject([
    { values: ['Sul'] },
  ]);
  expect((await host.request('POST', '/report/bookmarks/applyByName', { name: 'Nope' })).statusCode).toBe(
    404,
  );
  expect((await host.request('POST', '/report/bookmarks/applyByName', {})).body).toEqual([
    { message: 'name is required' },
  ]);
  host.close();
});

test('a captured state applies back: page, filters and slicers round-trip', async () => {
  const host = await loadedReport();
  const filter = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Consumo', column: 'Região' },
    filterType: 1,
    operator: 'In',
    values: ['Norte'],
  };
  await host.request('PUT', '/report/pages/Overview/filters', [filter]);
  await host.request('PUT', '/report/pages/Overview/visuals/serviceSlicer/slicer', {
    filters: [{ ...filter, target: { table: 'Consumo', column: 'Serviço' }, values: ['IaaS'] }],
  });
  const captured = await host.request('POST', '/report/bookmarks/capture', { options: {} });
  expect(captured.statusCode).toBe(200);
  const bookmark = captured.body as { name: string; displayName: string; state: string };
  expect(bookmark.state).toMatch(/^nuvem1\./);
  expect(bookmark.displayName).toBe('Indicador 3');

  await host.request('PUT', '/report/pages/Overview/filters', []);
  await host.request('PUT', '/report/pages/Overview/visuals/serviceSlicer/slicer', { filters: [] });
  await host.request('PUT', '/report/pages/active', { name: 'Details', displayName: null, isActive: true });

  expect(
    (await host.request('POST', '/report/bookmarks/applyState', { state: bookmark.state })).statusCode,
  ).toBe(202);
  const pages = (await host.request('GET', '/report/pages')).body as { name: string; isActive: boolean }[];
  expect(pages.find((page) => page.isActive)?.name).toBe('Overview');
  expect((await host.request('GET', '/report/pages/Overview/filters')).body).toEqual([filter]);
  expect(
    (await host.request('GET', '/report/pages/Overview/visuals/serviceSlicer/slicer')).body,
  ).toMatchObject({
    filters: [{ values: ['IaaS'] }],
  });
  host.close();
});

test('a bad state is refused with 400 and changes nothing', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', '/report/bookmarks/applyState', { state: 'garbage' })).body).toEqual([
    { message: 'state is invalid' },
  ]);
  expect((await host.request('POST', '/report/bookmarks/applyState', {})).statusCode).toBe(400);
  expect((await host.request('POST', '/report/bookmarks/capture', {})).statusCode).toBe(400);
  expect(host.eventsNamed('pageChanged')).toEqual([]);
  host.close();
});

test('play turns the slideshow on and off', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', '/report/bookmarks/play', { playMode: 1 })).statusCode).toBe(202);
  const session =
    host.frame.content!.route === 'report' ? await host.frame.content!.embed.lifecycle.whenLoaded() : null;
  expect(session?.state.bookmarksPlaying).toBe(true);
  await host.request('POST', '/report/bookmarks/play', { playMode: 0 });
  expect(session?.state.bookmarksPlaying).toBe(false);
  expect((await host.request('POST', '/report/bookmarks/play', { playMode: 9 })).statusCode).toBe(400);
  host.close();
});

test('a bookmark in the load config is applied on load', async () => {
  const host = await loadedReport({}, { bookmark: { name: 'SoSul' } });
  expect((await host.request('GET', '/report/pages/Overview/filters')).body).toMatchObject([
    { values: ['Sul'] },
  ]);
  host.close();
});
