import { DASHBOARD_ID } from '../testing/demoContent';
import { fakeHost } from '../testing/fakeHost';

const dashboardConfig = (extra: object = {}) => ({
  type: 'dashboard',
  id: DASHBOARD_ID,
  accessToken: 'token-1',
  embedUrl: 'https://frame.example/dashboardEmbed',
  ...extra,
});

test('a dashboard loads, queries its visual tiles in one batch and sends loaded then rendered', async () => {
  const host = await fakeHost({ path: '/dashboardEmbed', search: `?dashboardId=${DASHBOARD_ID}&uid=d1` });
  expect(
    (await host.request('POST', '/dashboard/load', dashboardConfig({ pageView: 'oneColumn' }))).statusCode,
  ).toBe(202);
  await host.waitForEvents('rendered');
  const urls = host.frameRequests().map((request) => request.url);
  expect(urls).toContain('/dashboards/d1/events/loaded');
  expect(urls).toContain('/dashboards/d1/events/rendered');
  expect(host.api.queries()).toHaveLength(1);
  host.close();
});

test('a dashboard config is validated as powerbi-models does', async () => {
  const host = await fakeHost({ path: '/dashboardEmbed' });
  expect((await host.request('POST', '/dashboard/load', { id: 'x' })).body).toEqual([
    { message: 'accessToken is required' },
  ]);
  const badView = await host.request('POST', '/dashboard/load', dashboardConfig({ pageView: 'sideways' }));
  expect(badView.statusCode).toBe(400);
  // A report route is not a dashboard's.
  expect((await host.request('GET', '/report/pages')).statusCode).toBe(404);
  host.close();
});

test('a tile embed shows one tile and sends tileLoaded on the tile route', async () => {
  const host = await fakeHost({
    path: '/tileEmbed',
    search: `?dashboardId=${DASHBOARD_ID}&tileId=tileCost&uid=t1`,
  });
  const config = {
    type: 'tile',
    id: 'tileCost',
    dashboardId: DASHBOARD_ID,
    accessToken: 'token-1',
    width: 400,
    height: 300,
  };
  expect((await host.request('POST', '/tile/load', config)).statusCode).toBe(202);
  const [loaded] = await host.waitForEvents('tileLoaded');
  expect(loaded).toMatchObject({ url: '/tile/t1/events/tileLoaded', body: { tileId: 'tileCost' } });
  expect(
    host.frame.content?.route === 'tile' &&
      host.frame.content.embed.lifecycle.status.getSnapshot().session?.state.onlyTile,
  ).toEqual({
    id: 'tileCost',
    width: 400,
    height: 300,
  });
  host.close();
});

test('a tile that is not on the dashboard fails with tileNotFound', async () => {
  const host = await fakeHost({ path: '/tileEmbed', search: '?uid=t1' });
  await host.request('POST', '/tile/load', { id: 'nope', dashboardId: DASHBOARD_ID, accessToken: 'token-1' });
  const [error] = await host.waitForEvents('error');
  expect(error).toMatchObject({ url: '/tile/t1/events/error', body: { message: 'tileNotFound' } });
  host.close();
});

test('a tile click sends tileClicked with the report it leads to', async () => {
  const host = await fakeHost({ path: '/dashboardEmbed', search: '?uid=d1&groupId=ws1' });
  await host.request('POST', '/dashboard/load', dashboardConfig());
  await host.waitForEvents('rendered');
  const content = host.frame.content;
  const session = content?.route === 'dashboard' ? await content.embed.lifecycle.whenLoaded() : undefined;
  session?.clickTile('tileCost');
  session?.clickTile('tileText');
  const [visual, text] = await host.waitForEvents('tileClicked', 2);
  const reportEmbedUrl =
    'https://frame.example/reportEmbed?reportId=11111111-1111-4111-8111-111111111111&groupId=ws1';
  expect(visual).toMatchObject({
    url: '/dashboards/d1/events/tileClicked',
    body: {
      tileId: 'tileCost',
      reportEmbedUrl,
      pageName: 'Overview',
      navigationUrl: `${reportEmbedUrl}&pageName=Overview`,
    },
  });
  expect(text!.body).toEqual({ tileId: 'tileText' });
  host.close();
});
