import { linkTokenOf } from './SetPasswordRoute';

test.each<[string, string | undefined]>([
  ['#token=abc_DEF-123', 'abc_DEF-123'],
  ['token=abc', 'abc'],
  ['#other=1&token=xyz', 'xyz'],
  ['#token=', undefined],
  ['', undefined],
])('the fragment %j carries the token %j', (hash, token) => {
  expect(linkTokenOf(hash)).toBe(token);
});
