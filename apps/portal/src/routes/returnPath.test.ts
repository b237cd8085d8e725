import { returnPathOf, safeReturnPath } from './returnPath';

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

test.each<[unknown, string]>([
  [{ from: '/insights/d-1?tab=2' }, '/insights/d-1?tab=2'],
  [
    { from: '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=B1' },
    '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=B1',
  ],
  [{ from: '/login' }, '/dashboard'],
  [{ from: '/login?sso_error=failed' }, '/dashboard'],
  [{ from: '/authentication' }, '/dashboard'],
  [{ from: '/authorize?code=x' }, '/dashboard'],
  [{ from: '/logout' }, '/dashboard'],
  [{ from: '/logins-report' }, '/logins-report'],
  [{ from: '//evil.example' }, '/dashboard'],
  [{ from: 42 }, '/dashboard'],
  [null, '/dashboard'],
  [undefined, '/dashboard'],
])('router state %j returns to %j', (state, expected) => {
  expect(returnPathOf(state)).toBe(expected);
});
