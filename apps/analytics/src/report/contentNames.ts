/** A name for a new page or visual: a prefix and 20 hex digits, as Power BI names its sections and visuals. */
export function newContentName(prefix: string, taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const name = prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    if (!taken.has(name)) return name;
  }
}
