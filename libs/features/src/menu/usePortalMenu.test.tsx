import { visibleEntries, type Account, type NavEntry } from '@nuvem/ui';
import { waitFor } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { usePortalMenu } from './usePortalMenu';

const ids = (entries: readonly NavEntry[]): string[] =>
  visibleEntries(entries).flatMap((entry) => (entry.kind === 'item' ? [entry.id] : ids(entry.children)));
const acme: Account = { cloud_id: 'ACM1', t_code: 'T10007', corporate_name: 'Acme', support_type: 'PRIME' };

function setup(user: Partial<typeof demoUser>) {
  return setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, ...user }),
    'GET /api/v1/environments/ACM1/contract': () =>
      json(403, { error_code: 'forbidden', error_vars: ['show_contract'], error_message: 'x' }),
    'GET /api/v1/tss/T10007': () => json(200, { t_code: 'T10007', quota_hired: 10, quota_used: 0 }),
  });
}

test("the menu reads GET /me's features, flags and IaaS state, the environment and the marketplace rule", async () => {
  const { renderHook } = setup({
    features: ['menu_iaas', 'tss'],
    featureFlags: ['show_acceptance_term'],
    iaas_cancelling: true,
  });
  const { result } = renderHook(() => usePortalMenu(acme));
  // The TSS quota allows the marketplace, though the contracts lookup is refused.
  await waitFor(() => expect(ids(result.current)).toContain('marketplace'));
  const seen = ids(result.current);
  expect(seen).toEqual(expect.arrayContaining(['tss', 'iaas-welcome', 'customer-panel', 'acceptance-terms']));
  expect(seen).not.toContain('iaas-resources');
  expect(result.current[0]).toMatchObject({ id: 'home', label: 'Início', href: '/dashboard' });
});

test('until GET /me answers, only what everyone sees; a STANDARD environment has no customer panel', async () => {
  const { renderHook } = setup({ features: ['tss'] });
  const { result } = renderHook(() => usePortalMenu({ ...acme, support_type: 'STANDARD' }));
  expect(ids(result.current)).not.toContain('tss');
  expect(ids(result.current)).toContain('home');
  await waitFor(() => expect(ids(result.current)).toContain('tss'));
  expect(ids(result.current)).not.toContain('customer-panel');
});
