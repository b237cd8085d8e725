/**
 * Up to two initials of a name for its avatar: the first and last words ('Ana Souza' → 'AS'), skipping what
 * follows an opening parenthesis ('Marina Costa (Suporte N1)' → 'MC').
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*$/, '')
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase();
}
