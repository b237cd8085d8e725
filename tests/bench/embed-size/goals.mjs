// The size goals of issue 13 (gzip -9 bytes of an app's esbuild bundle; powerbi-client's full SDK is about
// 39,600 B bundled the same way), and the check that fails the bench when one is exceeded.
export const GOALS = {
  full: { name: 'full SDK', gzip: 14_000 },
  models: { name: '`import { models }` alone', gzip: 4_000 },
  service: { name: '`import { service }` alone', gzip: 10_000 },
};

/** One row per goal: the measured gzip bytes against the goal's. */
export function checkGoals(measured) {
  return Object.entries(GOALS).map(([id, goal]) => {
    const gzip = measured[id]?.gzip;
    return { id, ...goal, measured: gzip, met: gzip !== undefined && gzip <= goal.gzip };
  });
}
