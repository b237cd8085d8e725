import { needsMoreCharacters, searchableQuery } from './searchQuery';

test.each([
  ['', null, false],
  ['   ', null, false],
  ['a', null, true],
  ['abcd', null, true],
  ['  abcd  ', null, true],
  ['abcde', 'abcde', false],
  ['  abcde ', 'abcde', false],
  ['acme prod', 'acme prod', false],
  ['10.0.0.1', '10.0.0.1', false],
])('%j → searches %j, hint %s', (text, searched, hint) => {
  expect(searchableQuery(text)).toBe(searched);
  expect(needsMoreCharacters(text)).toBe(hint);
});
