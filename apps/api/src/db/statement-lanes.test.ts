import { StatementLanes } from './statement-lanes';
import { StatementTimeoutError } from './statement-timeout';

/** A statement the test ends when it wants. */
function statement<T = string>() {
  let end!: (value: T) => void;
  let fail!: (error: unknown) => void;
  let started = false;
  const done = new Promise<T>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  const run = () => {
    started = true;
    return done;
  };
  return {
    run,
    end,
    fail,
    get started() {
      return started;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PGlite: one analytics statement at a time, after ordinary ones', () => {
  const pglite = () => new StatementLanes({ capacity: 1, yieldToOrdinary: true, maxYieldMs: 250 });

  test('an analytics statement waits while an ordinary one runs, and starts once it has ended', async () => {
    const lanes = pglite();
    const ordinary = statement();
    const running = lanes.ordinary(ordinary.run);
    const analytics = statement();
    const answer = lanes.analytics(analytics.run, 10_000);
    await vi.advanceTimersByTimeAsync(10);
    expect(analytics.started).toBe(false);
    ordinary.end('me');
    await running;
    await vi.advanceTimersByTimeAsync(0);
    expect(analytics.started).toBe(true);
    analytics.end('rows');
    await expect(answer).resolves.toBe('rows');
  });

  test('the next ordinary statement of the same request goes before a waiting analytics one', async () => {
    const lanes = pglite();
    const analytics = statement();
    const first = statement();
    const second = statement();
    const request = lanes.ordinary(first.run).then(() => lanes.ordinary(second.run));
    void lanes.analytics(analytics.run, 10_000);
    first.end('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.started).toBe(true);
    expect(analytics.started).toBe(false);
    second.end('b');
    await request;
    await vi.advanceTimersByTimeAsync(0);
    expect(analytics.started).toBe(true);
  });

  test('one analytics statement at a time: the second starts when the first has ended', async () => {
    const lanes = pglite();
    const first = statement();
    const second = statement();
    const answers = [lanes.analytics(first.run, 10_000), lanes.analytics(second.run, 10_000)];
    await vi.advanceTimersByTimeAsync(0);
    expect([first.started, second.started]).toEqual([true, false]);
    first.end('1');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.started).toBe(true);
    second.end('2');
    await expect(Promise.all(answers)).resolves.toEqual(['1', '2']);
  });

  test('ordinary statements without pause cannot starve the analytics lane: it starts after 250 ms', async () => {
    const lanes = pglite();
    const ordinary = statement();
    void lanes.ordinary(ordinary.run);
    const analytics = statement();
    void lanes.analytics(analytics.run, 10_000);
    await vi.advanceTimersByTimeAsync(249);
    expect(analytics.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(analytics.started).toBe(true);
  });

  test('still waiting at its limit, an analytics statement is dropped unsent', async () => {
    const lanes = pglite();
    const first = statement();
    const waiting = statement();
    void lanes.analytics(first.run, 60_000);
    const answer = lanes.analytics(waiting.run, 1_000);
    const refused = expect(answer).rejects.toBeInstanceOf(StatementTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    first.end('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.started).toBe(false);
  });

  test('running past its limit, it is answered as timed out, but keeps its place until it ends', async () => {
    const lanes = pglite();
    const slow = statement();
    const next = statement();
    const answer = lanes.analytics(slow.run, 1_000);
    const refused = expect(answer).rejects.toBeInstanceOf(StatementTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    void lanes.analytics(next.run, 10_000);
    await vi.advanceTimersByTimeAsync(5_000);
    // PGlite is still running the slow one: nothing else may start.
    expect(next.started).toBe(false);
    slow.end('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(next.started).toBe(true);
  });

  test('a failing statement answers its error and frees its place', async () => {
    const lanes = pglite();
    const failing = statement();
    const next = statement();
    const answer = lanes.analytics(failing.run, 10_000);
    void lanes.analytics(next.run, 10_000);
    failing.fail(new Error('syntax'));
    await expect(answer).rejects.toThrow('syntax');
    await vi.advanceTimersByTimeAsync(0);
    expect(next.started).toBe(true);
  });
});

describe('a server: analytics statements share a part of the pool, beside ordinary ones', () => {
  test('up to capacity run at once, whatever ordinary statements run', async () => {
    const lanes = new StatementLanes({ capacity: 2, yieldToOrdinary: false });
    void lanes.ordinary(statement().run);
    const statements = [statement(), statement(), statement()];
    for (const s of statements) void lanes.analytics(s.run, 10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(statements.map((s) => s.started)).toEqual([true, true, false]);
    statements[0]!.end('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(statements[2]!.started).toBe(true);
  });
});
