/**
 * Wraps an async task so that callers arriving while it runs share that one run instead of starting
 * another; once it settles, the next call starts afresh. The 401 refresh uses it (spec §8: concurrent
 * requests wait for the one refresh).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}
