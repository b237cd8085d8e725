import { waitFor } from '@testing-library/react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useMenuAccess } from './useMenuAccess';

let answerTss: (response: Response) => void = () => undefined;

function setup(features: string[]) {
  return setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, features, featureFlags: [] }),
    'GET /api/v1/environments/ACM1/contract': () => json(200, { cloud_id: 'ACM1', contracts: [] }),
    // Held back, so the test sees the gate wait for it.
    'GET /api/v1/tss/T10007': () => new Promise<Response>((resolve) => (answerTss = resolve)),
  });
}

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

test("the signed-in user's menu in the current environment decides, once final", async () => {
  const { renderHook } = setup(['security_center', 'tss']);
  const { result } = renderHook(() => useMenuAccess());
  // Entries everyone sees are open at once; the others wait for GET /me.
  expect(result.current.allows('/store/consumo')).toBe(true);
  expect(result.current.settled).toBe(false);
  await waitFor(() => expect(result.current.allows('/security-center/vault')).toBe(true));
  expect(result.current.allows('/admin/contracts')).toBe(false);
  // The customer panel: ACM1 has PRIME support.
  expect(result.current.allows('/files')).toBe(true);
  // The marketplace rule's lookups are still on their way: not final yet.
  expect(result.current.allows('/marketplace')).toBe(false);
  expect(result.current.settled).toBe(false);
  answerTss(json(200, { t_code: 'T10007', quota_hired: 5, quota_used: 0 }));
  await waitFor(() => expect(result.current.settled).toBe(true));
  expect(result.current.allows('/marketplace')).toBe(true);
});

test('a signed-out visitor has no menu: every path is left to its route', async () => {
  const { renderHook, session } = setup([]);
  await session.signOut();
  const { result } = renderHook(() => useMenuAccess());
  expect(result.current).toMatchObject({ settled: true });
  expect(result.current.allows('/admin/contracts')).toBe(true);
});
