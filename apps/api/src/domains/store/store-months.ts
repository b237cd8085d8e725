// Months as the store names them: 'YYYY-MM' strings, stepped without time zones (no Date on the way).

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included, oldest first (none when from is after to). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The run-rate forecast of a month: what the elapsed whole days cost, spread over all its days. */
export function runRateForecast(
  toDateCents: bigint,
  daysElapsed: number,
  daysInMonth: number,
): bigint | null {
  if (daysElapsed <= 0) return null;
  const days = BigInt(daysElapsed);
  return (toDateCents * BigInt(daysInMonth) * 2n + days) / (2n * days);
}
