/**
 * Turns any value posted over the wire (or returned by an SDK call) into JSON-safe data that keeps what
 * JSON would lose: `undefined` (present keys with no value matter on the wire: structured clone keeps
 * them), non-finite numbers, functions, dates and cycles. Bundled into both the recording frame and the
 * scenario runner.
 */
export type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

export function encode(value: unknown, seen: WeakSet<object> = new WeakSet()): Encoded {
  if (value === undefined) return { $undefined: true };
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $number: String(value) };
  if (typeof value === 'bigint') return { $bigint: String(value) };
  if (typeof value === 'symbol') return { $symbol: String(value.description) };
  if (typeof value === 'function') return { $function: true };
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Error) return { $error: value.message };
  if (seen.has(value)) return { $cycle: true };
  seen.add(value);
  try {
    if (Array.isArray(value)) return Array.from(value, (item: unknown) => encode(item, seen));
    const out: { [key: string]: Encoded } = {};
    for (const key of Object.keys(value)) out[key] = encode((value as Record<string, unknown>)[key], seen);
    return out;
  } finally {
    seen.delete(value);
  }
}
