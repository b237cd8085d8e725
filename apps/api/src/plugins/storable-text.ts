// The one rule for every string a request carries (body, query, path, headers, object keys included):
// PostgreSQL cannot store NUL in text or JSON (22021, 22P05), and UTF-8 has no encoding for an unpaired
// surrogate (pg would silently turn it into U+FFFD, and jsonb refuses its \ud800 escape). Such a string is
// never what a person typed, so it is refused as invalid input before any handler sees it.

/** Whether PostgreSQL can store the string as it is: no NUL, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * The path ('' for the value itself, 'data/0/text' below it) of the first string in `value` that is not
 * storable, keys included; undefined when all are.
 */
export function firstUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  const at = (key: string | number) => (path ? `${path}/${key}` : String(key));
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstUnstorableText(value[i], at(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return at(key.replace(/[^\x20-\x7e]/g, '?'));
    const found = firstUnstorableText(item, at(key));
    if (found !== undefined) return found;
  }
  return undefined;
}
