import { PaintTracker } from './paintTracker';

test('waits until every visual has drawn the state asked for', async () => {
  const tracker = new PaintTracker(60_000);
  let drawn = false;
  const waiting = tracker
    .whenDrawn(
      new Map([
        ['a', 'ready|1'],
        ['b', 'static'],
      ]),
    )
    .then(() => (drawn = true));
  tracker.report('a', 'ready|0');
  tracker.report('b', 'static');
  await Promise.resolve();
  expect(drawn).toBe(false);
  tracker.report('a', 'ready|1');
  await waiting;
  expect(drawn).toBe(true);
});

test('gives up after its timeout (a hidden tab may never paint)', async () => {
  vi.useFakeTimers();
  const tracker = new PaintTracker(10_000);
  const waiting = tracker.whenDrawn(new Map([['a', 'ready|1']]));
  vi.advanceTimersByTime(10_000);
  await expect(waiting).resolves.toBeUndefined();
  vi.useRealTimers();
});

test('a new load forgets what the last one drew', async () => {
  const tracker = new PaintTracker(60_000);
  tracker.report('a', 'ready|1');
  tracker.reset();
  let drawn = false;
  void tracker.whenDrawn(new Map([['a', 'ready|1']])).then(() => (drawn = true));
  await Promise.resolve();
  expect(drawn).toBe(false);
});
