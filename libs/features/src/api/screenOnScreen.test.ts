import { PAGE_TITLE_TIMING } from '@nuvem/ui';
import { screenOnScreen } from './screenOnScreen';

/** A browser's PerformanceObserver with Element Timing, fed by hand. */
class FakeObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static current: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(identifier: string) {
    this.callback({ getEntries: () => [{ entryType: 'element', identifier }] });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test("with Element Timing it waits for the page title's paint, not for any other element's", async () => {
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  let done = false;
  const shown = screenOnScreen().then(() => (done = true));
  FakeObserver.current!.report('some-image');
  await Promise.resolve();
  expect(done).toBe(false);
  FakeObserver.current!.report(PAGE_TITLE_TIMING);
  await shown;
  expect(FakeObserver.current!.disconnected).toBe(true);
});

test('a screen without a title is let go after the limit', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  let done = false;
  const shown = screenOnScreen().then(() => (done = true));
  await vi.advanceTimersByTimeAsync(499);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await shown;
  expect(FakeObserver.current!.disconnected).toBe(true);
});

test('without Element Timing it waits for the next paints', async () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  await expect(screenOnScreen()).resolves.toBeUndefined();
});
