import { keepLocale, LOCALE_QUERY } from './keepLocale';

const source = `import { defineMessages } from '@nuvem/ui';
const shared = { ok: 'OK' };
export default defineMessages({
  'pt-BR': { title: 'Início', nested: { a: 'Sim' } },
  en: { title: 'Home', nested: { a: 'Yes' } },
  es: { title: 'Inicio', nested: { a: 'Sí' } },
});
`;

const run = (code: string) =>
  new Function('defineMessages', code.replace(/^import.*$/m, '').replace('export default', 'return'))(
    (messages: unknown) => messages,
  ) as Record<string, unknown>;

test.each([
  ['pt-BR', { title: 'Início', nested: { a: 'Sim' } }],
  ['en', { title: 'Home', nested: { a: 'Yes' } }],
  ['es', { title: 'Inicio', nested: { a: 'Sí' } }],
])('keeps only %s', (locale, expected) => {
  const kept = keepLocale(source, locale);
  expect(run(kept)).toEqual({ [locale]: expected });
  expect(kept).toContain("const shared = { ok: 'OK' };");
});

test('a file without defineMessages is left as it is', () => {
  expect(keepLocale("export default { en: 'x' };", 'pt-BR')).toBe("export default { en: 'x' };");
});

test.each([
  ['/a/Footer.i18n.ts?locale=en', 'en'],
  ['/a/Footer.i18n.ts?import&locale=pt-BR', 'pt-BR'],
  ['/a/Footer.i18n.ts', undefined],
  ['/a/Footer.ts?locale=en', undefined],
])('the query of %s asks for %s', (id, locale) => {
  expect(LOCALE_QUERY.exec(id)?.[1]).toBe(locale);
});
