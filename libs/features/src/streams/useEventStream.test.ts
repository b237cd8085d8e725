import { act, renderHook } from '@testing-library/react';
import { FakeEventSource } from '../testing/FakeEventSource';
import { userStreamPath } from './streamPaths';
import { useEventStream, type StreamHandlers } from './useEventStream';

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.instances = [];
});

test('the user’s stream path carries the channel, user and hash', () => {
  expect(userStreamPath('user-a b', 'h/1')).toBe('/api/v1/streams/user-a%20b?user=user-a+b&hash=h%2F1');
});

test('opens the URL, hands each named event its parsed data and id, and closes on unmount', () => {
  const monitor = vi.fn();
  const { unmount } = renderHook(() => useEventStream('/s?x=1', { monitor }));
  const [source] = FakeEventSource.instances;
  expect(source!.url).toBe('/s?x=1');
  act(() => source!.emit('monitor', { type: 'monitor', data: { hostname: 'h' } }, '7'));
  expect(monitor).toHaveBeenCalledWith({ type: 'monitor', data: { hostname: 'h' } }, '7');
  // An event without a handler is ignored.
  act(() => source!.emit('alert', { error_code: 'x' }));
  unmount();
  expect(source!.closed).toBe(true);
});

test('an event that is not JSON is logged and skipped', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const monitor = vi.fn();
  renderHook(() => useEventStream('/s', { monitor }));
  act(() => FakeEventSource.instances[0]!.emit('monitor', '{not json'));
  expect(monitor).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalled();
});

test('a refused stream is logged; a dropped one is left to the browser’s reconnection', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderHook(() => useEventStream('/s', {}));
  const [source] = FakeEventSource.instances;
  act(() => source!.fail(false));
  expect(warn).not.toHaveBeenCalled();
  act(() => source!.fail(true));
  expect(warn).toHaveBeenCalledWith('The event stream was refused', '/s');
});

test('a new url or restart key closes the stream and opens another; null opens none', () => {
  const handlers: StreamHandlers = {};
  const { rerender } = renderHook(({ url, key }) => useEventStream(url, handlers, key), {
    initialProps: { url: '/a' as string | null, key: 'ACM1' },
  });
  rerender({ url: '/a', key: 'ACM1' });
  expect(FakeEventSource.instances).toHaveLength(1);
  rerender({ url: '/a', key: 'ACM2' });
  expect(FakeEventSource.instances.map((s) => [s.url, s.closed])).toEqual([
    ['/a', true],
    ['/a', false],
  ]);
  rerender({ url: null, key: 'ACM2' });
  expect(FakeEventSource.open()).toEqual([]);
});

test('handlers can change without reopening the stream', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { rerender } = renderHook(({ handler }) => useEventStream('/s', { monitor: handler }), {
    initialProps: { handler: first },
  });
  rerender({ handler: second });
  act(() => FakeEventSource.instances[0]!.emit('monitor', {}));
  expect(FakeEventSource.instances).toHaveLength(1);
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalled();
});
