/** How long a request waits at most for a paint that may never come (the tab was hidden meanwhile). */
const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has painted the frame in progress: a requestAnimationFrame callback runs just
 * before the paint, and the task it queues runs after it. Where nothing paints (no window, a hidden tab)
 * it resolves at once, and a tab hidden while waiting is let go after PAINT_WAIT_LIMIT_MS.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.hidden) return resolve();
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
