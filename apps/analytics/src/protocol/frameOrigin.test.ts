import { fakeAnalyticsApi, HOST_ORIGIN } from '../testing/fakeAnalyticsApi';
import { envelope, fakeHost, reportConfig } from '../testing/fakeHost';

// The origin rule (docs/analytics.md "Protocol"): only window.parent, at its origin, and only when the API
// lists that origin; otherwise nothing is posted and nothing answered.

test('an allowed parent gets ready at its own origin, and answers to its requests', async () => {
  const host = await fakeHost();
  expect(host.frame.access.getSnapshot()).toBe('allowed');
  expect(host.posted[0]?.message).toMatchObject({ method: 'POST', url: '/ready/u1' });
  expect(host.posted.every(({ targetOrigin }) => targetOrigin === HOST_ORIGIN)).toBe(true);
  const answer = await host.request('GET', '/getCorrelationId');
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toMatch(/^[0-9a-f-]{36}$/);
  host.close();
});

test('a message from another window, or from the parent at another origin, is ignored', async () => {
  const host = await fakeHost();
  const before = host.posted.length;
  const stranger = { postMessage: vi.fn() };
  host.deliver({ method: 'GET', url: '/getCorrelationId', headers: { id: 'x1' } }, stranger);
  host.deliver(
    { method: 'GET', url: '/getCorrelationId', headers: { id: 'x2' } },
    host.parent,
    'https://evil.example',
  );
  host.deliver(
    { method: 'POST', url: '/report/load', headers: { id: 'x3' }, body: reportConfig() },
    stranger,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(host.posted.length).toBe(before);
  expect(stranger.postMessage).not.toHaveBeenCalled();
  expect(host.api.calls.filter((call) => call.path.includes('/reports/'))).toEqual([]);
  host.close();
});

test('a parent whose origin the API does not list is never answered nor told anything', async () => {
  const api = fakeAnalyticsApi({ origins: ['https://someone-else.example'] });
  const host = await fakeHost({ api });
  expect(host.frame.access.getSnapshot()).toBe('blocked');
  host.deliver({ method: 'GET', url: '/getCorrelationId', headers: { id: 'x' } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(host.posted).toEqual([]);
});

test('a frame without a parent posts nothing', async () => {
  const host = await fakeHost({ parentOrigin: null });
  expect(host.frame.access.getSnapshot()).toBe('blocked');
  expect(host.posted).toEqual([]);
});

test('requests that arrive while the origin is being checked are answered once it is allowed', async () => {
  const api = fakeAnalyticsApi();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slowFetch: typeof api.fetch = async (input, init) => {
    if (String(input).includes('embed-origins')) await gate;
    return api.fetch(input, init);
  };
  const host = await fakeHost({ api: { ...api, fetch: slowFetch }, early: true });
  host.deliver(envelope('POST', '/report/load', 'early1', reportConfig()));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(host.posted).toEqual([]);
  release();
  await host.frame.ready;
  await host.waitForEvents('loaded');
  const answer = host.posted.find(({ message }) => (message.headers as { id?: string }).id === 'early1');
  expect(answer?.message).toMatchObject({ statusCode: 202 });
  // ready goes out first: the frame speaks only once it knows whom to.
  expect(host.posted[0]?.message).toMatchObject({ url: '/ready/u1' });
  host.close();
});

test('an unknown URL answers 404 with the anchor frame message', async () => {
  const host = await fakeHost();
  const answer = await host.request('GET', '/report/nothing/here');
  expect(answer).toEqual({
    statusCode: 404,
    body: { message: 'Not Found. Url: /report/nothing/here was not found.' },
  });
  const qna = await host.request('POST', '/qna/load', {});
  expect(qna.statusCode).toBe(404);
  host.close();
});
