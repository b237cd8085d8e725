import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFrame, fakePage } from '../testing/fakeWindows';
import { REQUEST_ABORTED_STATUS, REQUEST_TIMEOUT_STATUS, UNTRUSTED_TARGET_STATUS } from './requestFailures';
import { WindowPostMessageProxy } from './windowPostMessageProxy';

const ORIGIN = 'https://app.powerbi.com';

function setUp(timeoutMs = 1_000) {
  const { page, deliver } = fakePage();
  const frame = fakeFrame();
  const proxy = new WindowPostMessageProxy({ receiveWindow: page, timeoutMs });
  proxy.setPeerResolver((peer) => (peer === frame.window ? ORIGIN : undefined));
  return { proxy, frame, deliver };
}

function idOf(sent: { message: unknown }): string {
  return (sent.message as { headers: { id: string } }).headers.id;
}

afterEach(() => vi.useRealTimers());

describe('WindowPostMessageProxy', () => {
  it('posts to the frame origin (never "*") with a tracking id in headers, and resolves with the answer', async () => {
    const { proxy, frame, deliver } = setUp();
    const answer = proxy.postMessage(frame.window, {
      method: 'GET',
      url: '/report/pages',
      headers: { uid: 'u1' },
    });
    const [sent] = frame.sent;
    expect(sent?.targetOrigin).toBe(ORIGIN);
    expect((sent?.message as { headers: object }).headers).toMatchObject({
      uid: 'u1',
      id: expect.any(String),
    });
    deliver({ statusCode: 200, headers: { id: idOf(sent!) }, body: ['p1'] }, frame.window, ORIGIN);
    await expect(answer).resolves.toMatchObject({ body: ['p1'] });
    expect(proxy.pendingCount).toBe(0);
  });

  it('ignores answers from another window or another origin, even with the right id', async () => {
    vi.useFakeTimers();
    const { proxy, frame, deliver } = setUp();
    const other = fakeFrame();
    const answer = proxy.postMessage(frame.window, { method: 'GET', url: '/x', headers: {} });
    const id = idOf(frame.sent[0]!);
    deliver({ statusCode: 200, headers: { id }, body: 'forged' }, other.window, ORIGIN);
    deliver({ statusCode: 200, headers: { id }, body: 'forged' }, frame.window, 'https://evil.example');
    expect(proxy.pendingCount).toBe(1);
    vi.advanceTimersByTime(1_000);
    await expect(answer).rejects.toMatchObject({ statusCode: REQUEST_TIMEOUT_STATUS });
  });

  it('refuses to post to a window that is not a trusted frame', async () => {
    const { proxy } = setUp();
    const stranger = fakeFrame();
    await expect(proxy.postMessage(stranger.window, { method: 'GET', url: '/x' })).rejects.toMatchObject({
      statusCode: UNTRUSTED_TARGET_STATUS,
    });
    expect(stranger.sent).toHaveLength(0);
  });

  it('times a request out and forgets it', async () => {
    vi.useFakeTimers();
    const { proxy, frame } = setUp(500);
    const answer = proxy.postMessage(frame.window, { method: 'POST', url: '/report/save' });
    vi.advanceTimersByTime(499);
    expect(proxy.pendingCount).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(answer).rejects.toMatchObject({
      statusCode: REQUEST_TIMEOUT_STATUS,
      body: { message: 'requestTimeout' },
    });
    expect(proxy.pendingCount).toBe(0);
  });

  it('aborts a request by signal, and refuses one whose signal is already aborted', async () => {
    const { proxy, frame } = setUp();
    const controller = new AbortController();
    const answer = proxy.postMessage(
      frame.window,
      { method: 'GET', url: '/x' },
      { signal: controller.signal },
    );
    controller.abort('user left');
    await expect(answer).rejects.toMatchObject({ statusCode: REQUEST_ABORTED_STATUS });
    await expect(
      proxy.postMessage(frame.window, { method: 'GET', url: '/x' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ statusCode: REQUEST_ABORTED_STATUS });
    expect(proxy.pendingCount).toBe(0);
  });

  it('aborts the pending requests of one frame only', async () => {
    const { page, deliver } = fakePage();
    const a = fakeFrame();
    const b = fakeFrame();
    const proxy = new WindowPostMessageProxy({ receiveWindow: page });
    proxy.setPeerResolver((peer) => (peer === a.window || peer === b.window ? ORIGIN : undefined));
    const toA = proxy.postMessage(a.window, { method: 'GET', url: '/a' });
    const toB = proxy.postMessage(b.window, { method: 'GET', url: '/b' });
    proxy.abortPending(a.window);
    await expect(toA).rejects.toMatchObject({ statusCode: REQUEST_ABORTED_STATUS });
    deliver({ statusCode: 200, headers: { id: idOf(b.sent[0]!) }, body: 'b' }, b.window, ORIGIN);
    await expect(toB).resolves.toMatchObject({ body: 'b' });
  });

  it('hands requests from a trusted frame to the first handler that accepts them and posts its answer back', async () => {
    const { proxy, frame, deliver } = setUp();
    proxy.start();
    const handle = vi.fn(() => ({ statusCode: 202, headers: {}, body: 'ok' }));
    proxy.addHandler({ test: () => true, handle });
    deliver({ method: 'POST', url: '/ready/u1', headers: { id: 'abc' } }, frame.window, ORIGIN);
    await vi.waitFor(() => expect(frame.sent).toHaveLength(1));
    expect(frame.sent[0]).toEqual({
      message: { statusCode: 202, headers: { id: 'abc' }, body: 'ok' },
      targetOrigin: ORIGIN,
    });
    deliver({ method: 'POST', url: '/ready/u1', headers: { id: 'x' } }, fakeFrame().window, ORIGIN);
    deliver({ method: 'POST', url: '/ready/u1', headers: { id: 'y' } }, frame.window, 'https://evil.example');
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('answers a handler that fails, or answers nothing, with the anchor’s warning that prints the request', async () => {
    const { proxy, frame, deliver } = setUp();
    proxy.start();
    proxy.addHandler({
      test: () => true,
      handle: (message) => {
        if ((message as { url: string }).url === '/fails') throw new Error('handler failed');
        return undefined;
      },
    });
    const request = { method: 'POST', url: '/fails', headers: { id: 'w1' }, body: null };
    deliver(request, frame.window, ORIGIN);
    deliver({ ...request, url: '/silent', headers: { id: 'w2' } }, frame.window, ORIGIN);
    await vi.waitFor(() => expect(frame.sent).toHaveLength(2));
    const warning = (printed: object) =>
      `Handler for message: ${JSON.stringify(printed, null, '  ')} did not return a response message. The default response message will be returned instead.`;
    expect(frame.sent.map((sent) => sent.message)).toEqual([
      { warning: warning(request), headers: { id: 'w1' } },
      { warning: warning({ ...request, url: '/silent', headers: { id: 'w2' } }), headers: { id: 'w2' } },
    ]);
  });

  it('listens only between start and stop', () => {
    const { page } = fakePage();
    const add = vi.spyOn(page, 'addEventListener');
    const remove = vi.spyOn(page, 'removeEventListener');
    const proxy = new WindowPostMessageProxy({ receiveWindow: page });
    expect(proxy.isListening).toBe(false);
    proxy.start();
    proxy.start();
    expect(add).toHaveBeenCalledTimes(1);
    proxy.stop();
    expect(remove).toHaveBeenCalledWith('message', add.mock.calls[0]![1]);
    expect(proxy.isListening).toBe(false);
  });
});
