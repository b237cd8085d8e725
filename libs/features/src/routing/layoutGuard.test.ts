import { MODERN_PATHS, isModernPath, layoutRedirectOf, type PortalLayout } from './layoutGuard';

const products = [
  'fluig',
  'protheus',
  'tss',
  'rm',
  'smartrm',
  'smartrm_cluster',
  'smartrm_control',
  'license_server',
  'simba',
  'datasul',
  'pep',
  'pvi',
  'taf',
  'treports',
  'winthor',
  'sfa',
  'consinco',
  '2c',
  'sisjuri',
  'outros',
];

test('the modern paths of spec §2.2: dashboard, paas and its 20 product pages, and four more', () => {
  expect([...MODERN_PATHS].sort()).toEqual(
    [
      'modern/dashboard',
      'modern/paas',
      ...products.map((product) => `modern/paas/${product}`),
      'modern/approval-center',
      'modern/cloud-recommend',
      'modern/notification-center',
      'modern/product-management',
    ].sort(),
  );
});

test.each([
  ['/modern/dashboard', true],
  ['/modern/dashboard/', true],
  ['/modern/paas/smartrm_cluster', true],
  ['/modern/paas/unknown', false],
  ['/modern/product-management', true],
  ['/modern/product-management/actions', false],
  ['/dashboard', false],
  ['/modern', false],
])('isModernPath(%s) is %s', (pathname, modern) => {
  expect(isModernPath(pathname)).toBe(modern);
});

type Row = [string, PortalLayout, boolean, string | undefined];

test.each<Row>([
  // /dashboard: only rev_home in the modern layout moves it.
  ['/dashboard', 'modern', true, '/modern/dashboard'],
  ['/dashboard', 'classic', true, undefined],
  ['/dashboard', 'modern', false, undefined],
  ['/dashboard', 'classic', false, undefined],
  // Without rev_home (or beta_test_rev_home) a modern path sends the user to /dashboard, in either layout.
  ['/modern/dashboard', 'modern', false, '/dashboard'],
  ['/modern/dashboard', 'classic', false, '/dashboard'],
  ['/modern/paas/fluig', 'modern', false, '/dashboard'],
  ['/modern/approval-center', 'classic', false, '/dashboard'],
  // With it, the modern layout keeps modern paths.
  ['/modern/dashboard', 'modern', true, undefined],
  ['/modern/paas', 'modern', true, undefined],
  ['/modern/paas/2c', 'modern', true, undefined],
  ['/modern/cloud-recommend', 'modern', true, undefined],
  ['/modern/notification-center', 'modern', true, undefined],
  ['/modern/product-management', 'modern', true, undefined],
  // With it, the classic layout drops the leading 'modern' segment.
  ['/modern/dashboard', 'classic', true, '/dashboard'],
  ['/modern/paas', 'classic', true, '/paas'],
  ['/modern/paas/sisjuri', 'classic', true, '/paas/sisjuri'],
  ['/modern/approval-center', 'classic', true, '/approval-center'],
  ['/modern/product-management/', 'classic', true, '/product-management'],
  // A path under /modern that is not a modern path is unknown.
  ['/modern', 'modern', true, '/404'],
  ['/modern/paas/unknown', 'modern', true, '/404'],
  ['/modern/somewhere', 'classic', false, '/404'],
  // Other paths are not the layout guard's.
  ['/insights', 'modern', true, undefined],
  ['/modernity', 'modern', false, undefined],
])('%s in the %s layout, rev_home %s → %s', (pathname, layout, revHome, expected) => {
  expect(layoutRedirectOf({ pathname, layout, revHome })).toBe(expected);
});
