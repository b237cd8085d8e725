import { fakeAnalyticsApi, HOST_ORIGIN } from '../testing/fakeAnalyticsApi';
import { envelope, fakeHost, reportConfig, type FakeHost } from '../testing/fakeHost';

// The origin rule (docs/analytics.md "Protocol"): only window.parent, at its origin; content only when the API
// lists that origin; otherwise the parent's requests are refused with the reason, and nothing else is posted.

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

/** The frame's requests to the host (events), and its answers to the host's requests, of one fake host. */
const answersOf = (host: FakeHost) => host.posted.filter(({ message }) => 'statusCode' in message);

describe('a parent whose origin the API does not list', () => {
  const refused = (search?: string, path?: string) =>
    fakeHost({ api: fakeAnalyticsApi({ origins: ['https://someone-else.example'] }), search, path });
  const notAllowed = (detailedMessage: string, message = 'LoadReportFailed') => ({
    message,
    detailedMessage,
    errorCode: 'originNotAllowed',
    level: 6, // TraceType.Fatal
  });
  const PT_REASON = 'A origem https://host.example não tem permissão para incorporar este conteúdo.';

  test('has its load refused with the reason, and an error event; nothing else crosses', async () => {
    const host = await refused();
    expect(host.frame.access.getSnapshot()).toBe('blocked');
    const answer = await host.request('POST', '/report/load', reportConfig());
    expect(answer).toEqual({ statusCode: 403, body: notAllowed(PT_REASON) });
    const [error] = await host.waitForEvents('error');
    expect(error).toMatchObject({ url: '/reports/u1/events/error', body: notAllowed(PT_REASON) });
    // No ready, no loaded, no data: the one event and the one answer, both to the parent's origin only.
    expect(host.frameRequests().map((request) => request.url)).toEqual(['/reports/u1/events/error']);
    expect(answersOf(host)).toHaveLength(1);
    expect(host.posted.every(({ targetOrigin }) => targetOrigin === HOST_ORIGIN)).toBe(true);
    expect(JSON.stringify(host.posted)).not.toContain('token-1');
    expect(JSON.stringify(host.posted)).not.toContain('someone-else');
    expect(host.api.calls.map((call) => call.path)).toEqual(['/api/v1/analytics/embed-origins']);
    host.close();
  });

  test('has any other request refused the same way, without an event', async () => {
    const host = await refused();
    expect(await host.request('GET', '/getCorrelationId')).toEqual({
      statusCode: 403,
      body: notAllowed(PT_REASON),
    });
    expect(await host.request('GET', '/report/pages')).toMatchObject({ statusCode: 403 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.frameRequests()).toEqual([]);
    host.close();
  });

  test('hears the reason in the frame’s language, on its embed type’s route', async () => {
    const host = await refused('?dashboardId=d&uid=u1&language=en', '/dashboardEmbed');
    const reason = 'The origin https://host.example is not allowed to embed this content.';
    const answer = await host.request('POST', '/dashboard/load', { accessToken: 't', id: 'd' });
    expect(answer).toEqual({ statusCode: 403, body: notAllowed(reason, 'loadDashboardFailed') });
    const [error] = await host.waitForEvents('error');
    expect(error!.url).toBe('/dashboards/u1/events/error');
    host.close();
  });

  test('gets at most 20 answers, however many requests it sends', async () => {
    const host = await refused();
    for (let i = 0; i < 100; i++) host.deliver(envelope('POST', '/report/load', `flood${i}`, reportConfig()));
    await host.waitForEvents('error', 20);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answersOf(host)).toHaveLength(20);
    expect(host.eventsNamed('error')).toHaveLength(20);
    host.close();
  });

  test('is still deaf to other windows, and to the parent speaking from another origin', async () => {
    const host = await refused();
    const stranger = { postMessage: vi.fn() };
    host.deliver(envelope('POST', '/report/load', 's1', reportConfig()), stranger);
    host.deliver(envelope('POST', '/report/load', 's2', reportConfig()), host.parent, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.posted).toEqual([]);
    expect(stranger.postMessage).not.toHaveBeenCalled();
    host.close();
  });

  test('has the requests it sent while the origin was being checked refused once the check ends', async () => {
    const api = fakeAnalyticsApi({ origins: ['https://someone-else.example'] });
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
    await host.waitForEvents('error');
    const answer = answersOf(host).find(
      ({ message }) => (message.headers as { id?: string }).id === 'early1',
    );
    expect(answer?.message).toMatchObject({ statusCode: 403, body: notAllowed(PT_REASON) });
    host.close();
  });
});

test('a parent whose origin could not be checked hears that, and nothing else', async () => {
  const api = fakeAnalyticsApi();
  const failingFetch: typeof api.fetch = async (input, init) =>
    String(input).includes('embed-origins') ? new Response('', { status: 502 }) : api.fetch(input, init);
  const host = await fakeHost({ api: { ...api, fetch: failingFetch } });
  expect(host.frame.access.getSnapshot()).toBe('unavailable');
  const answer = await host.request('POST', '/report/load', reportConfig());
  expect(answer).toEqual({
    statusCode: 503,
    body: {
      message: 'LoadReportFailed',
      detailedMessage:
        'Não foi possível verificar se a origem https://host.example pode incorporar este conteúdo. Tente novamente mais tarde.',
      errorCode: 'originCheckFailed',
      level: 6,
    },
  });
  await host.waitForEvents('error');
  expect(host.frameRequests().map((request) => request.url)).toEqual(['/reports/u1/events/error']);
  host.close();
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
