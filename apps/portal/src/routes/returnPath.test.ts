import { safeReturnPath } from './returnPath';

test.each<[unknown, string]>([
  ['/insights', '/insights'],
  ['/iaas/resources?tab=2#top', '/iaas/resources?tab=2#top'],
  ['/', '/'],
  [null, '/dashboard'],
  [undefined, '/dashboard'],
  ['', '/dashboard'],
  ['insights', '/dashboard'],
  ['https://evil.example/', '/dashboard'],
  ['//evil.example', '/dashboard'],
  ['/\\evil.example', '/dashboard'],
  ['/\t/evil.example', '/dashboard'],
  ['/\n/evil.example', '/dashboard'],
  ['javascript:alert(1)', '/dashboard'],
])('return_to %j → %j', (candidate, expected) => {
  expect(safeReturnPath(candidate)).toBe(expected);
});
