import { profileLanguages } from '@nuvem/api-contract';
import type { DocsLanguage } from './openapi-text-types';

/** English is the routes' own text: what a client that asks for no language (or none we write) reads. */
export const DOCS_DEFAULT_LANGUAGE: DocsLanguage = 'en';

function languageOfTag(tag: string): DocsLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = profileLanguages.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  // 'pt', 'pt-PT' read Brazilian Portuguese; 'es-AR', 'en-GB' their language.
  const primary = lower.split('-')[0];
  return profileLanguages.find((language) => language.toLowerCase().split('-')[0] === primary);
}

/**
 * The document's language: `?lang=` when it names one of ours, else the first of Accept-Language's (by its
 * q weights) that does, else English.
 */
export function docsLanguageOf(lang: string | undefined, acceptLanguage: string | undefined): DocsLanguage {
  const asked = lang ? languageOfTag(lang) : undefined;
  if (asked) return asked;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = languageOfTag(range.tag);
    if (language) return language;
  }
  return DOCS_DEFAULT_LANGUAGE;
}
