export interface Summary {
  n: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}
export function summarize(samples: number[]): Summary;
export const ms: (value: number) => string;
export const ratio: (ours: number, peer: number) => string;
