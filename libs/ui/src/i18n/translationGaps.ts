import type { MessageTree } from './defineMessages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** Every leaf key of a message tree, dotted: `{ a: { b: 'x' } }` → `['a.b']`. */
export function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/**
 * What keeps a set of translations from being complete, measured against pt-BR (the specs' language):
 * keys a language lacks, keys only it has, and empty strings. An empty list means complete.
 */
export function translationGaps(resources: Record<Locale, MessageTree>): string[] {
  const reference = new Set(leafKeys(resources[DEFAULT_LOCALE]));
  const gaps: string[] = [];
  for (const locale of LOCALES) {
    const keys = leafKeys(resources[locale] ?? {});
    const present = new Set(keys);
    for (const key of reference) if (!present.has(key)) gaps.push(`${locale}: missing ${key}`);
    for (const key of keys) {
      if (!reference.has(key)) gaps.push(`${locale}: extra ${key}`);
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as MessageTree)[part], resources[locale]);
      if (typeof value !== 'string' || value.trim() === '') gaps.push(`${locale}: empty ${key}`);
    }
  }
  return gaps;
}
