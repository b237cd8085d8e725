import { fakeHost, loadedReport, reportConfig } from '../testing/fakeHost';

test('a load is answered 202 at once, then loaded and rendered follow on the report routes', async () => {
  const host = await fakeHost();
  const answer = await host.request('POST', '/report/load', reportConfig());
  expect(answer).toEqual({ statusCode: 202, body: null });
  await host.waitForEvents('rendered');
  const urls = host.frameRequests().map((request) => request.url);
  expect(urls.indexOf('/reports/u1/events/loaded')).toBeLessThan(urls.indexOf('/reports/u1/events/rendered'));
  // Content and data with the config's token, in the Authorization header only.
  const content = host.api.calls.find((call) => call.path.startsWith('/api/v1/analytics/reports/'));
  expect(content?.authorization).toBe('EmbedToken token-1');
  expect(host.api.calls.every((call) => !call.path.includes('token-1'))).toBe(true);
  host.close();
});

test('every visible visual of the page is queried in one batch', async () => {
  const host = await loadedReport();
  const batches = host.api.calls.filter((call) => call.path === '/api/v1/analytics/query');
  expect(batches).toHaveLength(1);
  // card, bar chart and slicer; the textbox has no data.
  expect((batches[0]!.body as { queries: unknown[] }).queries).toHaveLength(3);
  const state =
    host.frame.content!.route === 'report' ? host.frame.content!.embed.lifecycle.status.getSnapshot() : null;
  expect(state?.phase).toBe('ready');
  host.close();
});

test('an invalid config answers 400 with the validator errors and loads nothing', async () => {
  const host = await fakeHost();
  const answer = await host.request('POST', '/report/load', { id: 'x' });
  expect(answer).toEqual({ statusCode: 400, body: [{ message: 'accessToken is required' }] });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(host.api.calls.filter((call) => call.path.includes('/reports/'))).toEqual([]);
  expect(host.eventsNamed('loaded')).toEqual([]);
  host.close();
});

test('content the token does not reach ends in an error event (and no loaded)', async () => {
  const host = await fakeHost();
  await host.request('POST', '/report/load', reportConfig({ id: '99999999-9999-4999-8999-999999999999' }));
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({
    message: 'contentNotFound',
    errorCode: 'PowerBIEntityNotFound',
    level: 6,
  });
  expect(host.eventsNamed('loaded')).toEqual([]);
  // Requests after a failed load are refused with that error.
  const pages = await host.request('GET', '/report/pages');
  expect(pages.statusCode).toBe(400);
  host.close();
});

test('a phased load sends loaded after prepare, and rendered only after render', async () => {
  const host = await fakeHost();
  expect((await host.request('POST', '/report/prepare', reportConfig())).statusCode).toBe(202);
  await host.waitForEvents('loaded');
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(host.eventsNamed('rendered')).toEqual([]);
  expect(host.api.calls.filter((call) => call.path.endsWith('/query'))).toEqual([]);
  expect((await host.request('POST', '/report/render')).statusCode).toBe(202);
  await host.waitForEvents('rendered');
  host.close();
});

test('a second load starts over', async () => {
  const host = await loadedReport();
  await host.request('POST', '/report/load', reportConfig({ pageName: 'Details' }));
  await host.waitForEvents('loaded', 2);
  await host.waitForEvents('rendered', 2);
  const pages = await host.request('GET', '/report/pages');
  expect((pages.body as { name: string; isActive: boolean }[]).find((page) => page.isActive)?.name).toBe(
    'Details',
  );
  host.close();
});

test('a request before any load is refused, not left waiting', async () => {
  const host = await fakeHost();
  const answer = await host.request('GET', '/report/pages');
  expect(answer).toMatchObject({ statusCode: 400, body: { message: 'notLoaded' } });
  host.close();
});

test('requests sent right after the load wait for it', async () => {
  const host = await fakeHost();
  await host.request('POST', '/report/load', reportConfig());
  const pages = await host.request('GET', '/report/pages');
  expect(pages.statusCode).toBe(200);
  expect(pages.body).toHaveLength(2);
  host.close();
});

test('frontload config is accepted and ignored', async () => {
  const host = await fakeHost();
  expect(await host.request('POST', '/frontload/config', reportConfig())).toEqual({
    statusCode: 202,
    body: null,
  });
  host.close();
});

test('a visual embed draws only its visual and queries nothing else', async () => {
  const host = await fakeHost();
  const config = reportConfig({
    type: 'visual',
    pageName: 'Overview',
    visualName: 'byRegion',
    settings: {
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      layoutType: 1,
      customLayout: {
        displayOption: 0,
        pageSize: { type: 4, width: 600, height: 400 },
        pagesLayout: {
          Overview: {
            defaultLayout: { displayState: { mode: 1 } },
            visualsLayout: {
              byRegion: { displayState: { mode: 0 }, x: 1, y: 1, z: 1, width: 600, height: 400 },
            },
          },
        },
      },
    },
  });
  await host.request('POST', '/report/load', config);
  await host.waitForEvents('rendered');
  const [batch] = host.api.calls.filter((call) => call.path.endsWith('/query'));
  expect((batch!.body as { queries: unknown[] }).queries).toHaveLength(1);
  host.close();
});

test('a visual embed whose visual is missing fails with visualNotFound', async () => {
  const host = await fakeHost();
  await host.request('POST', '/report/load', reportConfig({ pageName: 'Overview', visualName: 'nope' }));
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({ message: 'visualNotFound' });
  host.close();
});
