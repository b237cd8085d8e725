import { fakeAnalyticsApi } from '../testing/fakeAnalyticsApi';
import { fakeHost, loadedReport, reportConfig } from '../testing/fakeHost';

test('an expired token: error TokenExpired, the hook is asked, and its token is used at once', async () => {
  const api = fakeAnalyticsApi();
  const host = await loadedReport({
    api,
    answer: (url) =>
      url.endsWith('/eventHooks/newAccessToken') ? { statusCode: 200, body: 'token-2' } : undefined,
  });
  api.valid.add('token-2');
  api.expired.add('token-1');
  const before = api.calls.length;
  await host.request('POST', '/report/refresh', null);
  const [error] = await host.waitForEvents('error');
  expect(error!.body).toMatchObject({ message: 'TokenExpired', errorCode: 'TokenExpired' });
  expect(
    host.frameRequests().some((request) => request.url === '/reports/u1/eventHooks/newAccessToken'),
  ).toBe(true);
  await host.waitForEvents('rendered', 2);
  const retried = api.calls.slice(before).filter((call) => call.path.endsWith('/query'));
  expect(retried.map((call) => call.authorization)).toEqual(['EmbedToken token-1', 'EmbedToken token-2']);
  // No reload: loaded went out once.
  expect(host.eventsNamed('loaded')).toHaveLength(1);
  host.close();
});

test('without a hook, the calls wait for setAccessToken and then go on', async () => {
  const api = fakeAnalyticsApi();
  const host = await loadedReport({
    api,
    answer: (url) =>
      url.endsWith('/eventHooks/newAccessToken') ? { statusCode: 404, body: null } : undefined,
  });
  api.expired.add('token-1');
  await host.request('POST', '/report/refresh', null);
  await host.waitForEvents('error');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(host.eventsNamed('rendered')).toHaveLength(1);
  api.valid.add('token-3');
  expect(await host.request('POST', '/report/token', 'token-3')).toEqual({ statusCode: 202, body: null });
  await host.waitForEvents('rendered', 2);
  expect(api.calls.at(-1)?.authorization).toBe('EmbedToken token-3');
  host.close();
});

test('a token whose exp has passed is renewed before it is sent', async () => {
  const api = fakeAnalyticsApi();
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '');
  const stale = `e30.${payload}.sig`;
  api.valid.add(stale);
  const host = await fakeHost({
    api,
    answer: (url) =>
      url.endsWith('/eventHooks/newAccessToken') ? { statusCode: 200, body: 'token-1' } : undefined,
  });
  await host.request('POST', '/report/load', reportConfig({ accessToken: stale }));
  await host.waitForEvents('rendered');
  expect(api.calls.some((call) => call.authorization === `EmbedToken ${stale}`)).toBe(false);
  expect(host.eventsNamed('error')[0]?.body).toMatchObject({ message: 'TokenExpired' });
  host.close();
});

test('setAccessToken needs a token string', async () => {
  const host = await loadedReport();
  expect((await host.request('POST', '/report/token', '')).statusCode).toBe(400);
  expect((await host.request('POST', '/report/token', 'token-1')).statusCode).toBe(202);
  host.close();
});
