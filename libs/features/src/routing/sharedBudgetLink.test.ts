import {
  forgetSharedBudgetLink,
  saveSharedBudgetLink,
  savedSharedBudgetRedirect,
  sharedBudgetRedirectOf,
} from './sharedBudgetLink';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

test.each([
  ['/iaas/calculator/shared-budget', '?cloud_id=ACM1&budget_id=B1&view=full', true],
  ['/iaas/calculator/shared-budget/', '?budget_id=B1', true],
  ['/iaas/calculator/shared-budget', '', false],
  ['/iaas/calculator', '?cloud_id=ACM1', false],
  ['/dashboard', '?cloud_id=ACM1&budget_id=B1', false],
])('save %s%s: %s', (pathname, search, saved) => {
  const storage = memoryStorage();
  expect(saveSharedBudgetLink(storage, pathname, search)).toBe(saved);
  expect(storage.map.has('nuvem-shared-budget')).toBe(saved);
});

test('the link is saved under nuvem-shared-budget as path and parameters', () => {
  const storage = memoryStorage();
  saveSharedBudgetLink(storage, '/iaas/calculator/shared-budget', '?cloud_id=ACM1&budget_id=B%201&x=1');
  expect(storage.map.get('nuvem-shared-budget')).toBe(
    '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=B+1&x=1',
  );
});

test.each([
  [
    'the other parameters first, then cloud_id and budget_id',
    '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=BDG-ACM1&view=full&month=2026-11',
    {
      to: '/iaas/calculator/shared-budget?view=full&month=2026-11&cloud_id=ACM1&budget_id=BDG-ACM1',
      cloudId: 'ACM1',
    },
  ],
  [
    'budget_id before cloud_id in the link',
    '/iaas/calculator/shared-budget?budget_id=B1&cloud_id=GLX01',
    { to: '/iaas/calculator/shared-budget?cloud_id=GLX01&budget_id=B1', cloudId: 'GLX01' },
  ],
  [
    'no cloud_id: no environment switch',
    '/iaas/calculator/shared-budget?budget_id=B1&x=1',
    { to: '/iaas/calculator/shared-budget?x=1&budget_id=B1', cloudId: undefined },
  ],
  ['nothing saved', null, undefined],
  ['another page (an old or tampered item)', '/admin/features?cloud_id=ACM1', undefined],
  ['another origin', 'https://evil.example/iaas/calculator/shared-budget?cloud_id=ACM1', undefined],
  ['a look-alike path', '/iaas/calculator/shared-budget-x?cloud_id=ACM1', undefined],
])('%s', (_, saved, expected) => {
  expect(sharedBudgetRedirectOf(saved)).toEqual(expected);
});

test('save, read back, forget', () => {
  const storage = memoryStorage();
  saveSharedBudgetLink(storage, '/iaas/calculator/shared-budget', '?cloud_id=ACM1&budget_id=B1');
  expect(savedSharedBudgetRedirect(storage)?.cloudId).toBe('ACM1');
  forgetSharedBudgetLink(storage);
  expect(savedSharedBudgetRedirect(storage)).toBeUndefined();
});
