import { canonicalAssistToken, hashAssistToken, newAssistToken } from './assist-token';

test('a new token is four groups of four base32 characters, and differs each time', () => {
  const tokens = Array.from({ length: 50 }, newAssistToken);
  for (const token of tokens) expect(token).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  expect(new Set(tokens).size).toBe(50);
});

test.each([
  ['ABCD-EFGH-JKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
  ['abcd efgh jkmn pqrs', 'ABCDEFGHJKMNPQRS'],
  ['ABCDEFGHJKMNPQRS', 'ABCDEFGHJKMNPQRS'],
  ['OOOO-IIII-LLLL-0000', '0000111111110000'],
  ['ABCD-EFGH-JKMN-PQR', null],
  ['ABCD-EFGH-JKMN-PQRSU', null],
  ['ABCD-EFGH-JKMN-PQR!', null],
  ['', null],
])('%j reads as %j', (typed, canonical) => {
  expect(canonicalAssistToken(typed)).toBe(canonical);
});

test('the hash is of the canonical form, so the typed variants verify alike', () => {
  const token = newAssistToken();
  expect(hashAssistToken(canonicalAssistToken(token.toLowerCase())!)).toBe(
    hashAssistToken(canonicalAssistToken(token)!),
  );
});
