import type { Locale } from './locales';

/** A tree of strings: leaves are i18next strings (with `{{var}}` interpolation), branches group them. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * Declares one component's strings in every language at once. The pt-BR tree fixes the shape;
 * TypeScript rejects an en or es tree that lacks a key, and `i18n.test.ts` checks it again at run time.
 */
export function defineMessages<const T extends MessageTree>(messages: {
  'pt-BR': T;
  en: ShapeOf<T>;
  es: ShapeOf<T>;
}): Record<Locale, MessageTree> & { 'pt-BR': T } {
  return messages;
}

type ShapeOf<T> = { [K in keyof T]: T[K] extends string ? string : ShapeOf<T[K]> };
