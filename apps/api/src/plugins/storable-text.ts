// The one rule for every string a request carries (body, query, path, headers, object keys included):
// PostgreSQL cannot store NUL in text or JSON (22021, 22P05), and UTF-8 has no encoding for an unpaired
// surrogate (pg would silently turn it into U+FFFD, and jsonb refuses its \ud800 escape). Such a string is
// never what a person typed, so it is refused as invalid input before any handler sees it.

/** Whether PostgreSQL can store the string as it is: no NUL, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** What is left to look at: a value and where it is, or an object's key (checked before its value). */
type Pending = { value: unknown; path: string } | { key: string; path: string };

/**
 * The path ('' for the value itself, 'data/0/text' below it) of the first string in `value` that is not
 * storable, keys included; undefined when all are. Iterative (a stack of its own), so no nesting, however
 * deep, runs out of call stack.
 */
export function firstUnstorableText(value: unknown): string | undefined {
  const at = (path: string, key: string | number) => (path ? `${path}/${key}` : String(key));
  const pending: Pending[] = [{ value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if ('key' in next) {
      if (!isStorableText(next.key)) return next.path;
      continue;
    }
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      // Pushed last to first, so they are looked at first to last.
      for (let i = item.length - 1; i >= 0; i--) pending.push({ value: item[i], path: at(path, i) });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        pending.push({ value: child, path: at(path, key) });
        pending.push({ key, path: at(path, key.replace(/[^\x20-\x7e]/g, '?')) });
      }
    }
  }
  return undefined;
}
