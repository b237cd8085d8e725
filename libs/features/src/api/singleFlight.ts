/**
 * Wraps an async task so that callers arriving while it runs share that one run (started with the first
 * caller's arguments) instead of starting another; once it settles, the next call starts afresh. The 401
 * refresh uses it (spec §8: concurrent requests wait for the one refresh).
 */
export function singleFlight<A extends unknown[], T>(
  task: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let running: Promise<T> | undefined;
  return (...args) => {
    running ??= task(...args).finally(() => {
      running = undefined;
    });
    return running;
  };
}
