import { searchTextOf } from './searchText';

test.each([
  ['', null],
  ['acme', null],
  ['  acme  ', null],
  ['acme1', 'acme1'],
  ['  acm1-protheus ', 'acm1-protheus'],
])('%j → %j (more than 4 characters, trimmed)', (text, expected) => {
  expect(searchTextOf(text)).toBe(expected);
});
