/** Summary statistics of a list of durations in milliseconds. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) };
}

export const ms = (value) => `${value.toFixed(1)} ms`;
export const ratio = (ours, peer) => `${(peer / ours).toFixed(1)}×`;
