import { topologyRedirectOf } from './topologyRedirect';

test.each([
  ['/dashboard', true, false, undefined],
  ['/dashboard', false, false, '/contact'],
  ['/tickets', false, true, '/contact'],
  ['/contact', false, false, undefined],
  ['/iaas/calculator', false, false, undefined],
  ['/admin/features', false, true, undefined],
  ['/admin/features', false, false, '/contact'],
])('%s, valid topology %s, admin %s → %s', (pathname, hasValidTopology, admin, expected) => {
  expect(topologyRedirectOf({ pathname, hasValidTopology, admin })).toBe(expected);
});
