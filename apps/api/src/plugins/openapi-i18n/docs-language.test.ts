import { docsLanguageOf } from './docs-language';

test.each([
  ['es', undefined, 'es'],
  ['pt', undefined, 'pt-BR'],
  ['PT-br', 'en', 'pt-BR'],
  ['xx', 'es-AR,es;q=0.9', 'es'],
  [undefined, 'fr-FR, en-GB;q=0.4, pt;q=0.6', 'pt-BR'],
  [undefined, '*', 'en'],
  [undefined, 'es;q=0, fr', 'en'],
  [undefined, undefined, 'en'],
] as const)('lang %s, Accept-Language %s: %s', (lang, accept, expected) => {
  expect(docsLanguageOf(lang, accept)).toBe(expected);
});
