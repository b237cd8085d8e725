import { isForeignText } from './alertLanguage';

test.each<[string | undefined, string, boolean]>([
  ['pt-BR', 'pt-BR', false],
  ['pt-BR', 'pt', false],
  ['pt-BR', 'en', true],
  ['pt-BR', 'es', true],
  ['PT-br', 'en-US', true],
  ['en', 'en-GB', false],
  [undefined, 'en', false],
])('text in %j, interface in %j → foreign: %s', (textLang, ui, foreign) => {
  expect(isForeignText(textLang, ui)).toBe(foreign);
});
