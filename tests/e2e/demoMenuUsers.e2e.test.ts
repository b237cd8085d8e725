import type { ContractList, TssData, UserInfo } from '@nuvem/api-contract';
import { DEMO_MENU_USERS, holds, MARKETPLACE_TEST_FEATURE } from '@nuvem/features';
import { type ApiProcess, E2E_ANALYTICS_MONTHS, startApiProcess, waitForApi } from './apiProcess';
import { DEMO_PASSWORD } from './analytics/demoContent';

/**
 * libs/features/src/menu/menuFixtures.ts describes the demo users as the menu sees them (libs may not
 * import apps). Here each signs in to the real API with its demo data, and what GET /me and the marketplace
 * lookups answer must be what the fixture says, so the menu's table test and stories show the real menus.
 */
let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess({ env: { DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS } });
  await waitForApi(api, 90_000);
}, 120_000);

afterAll(() => api?.stop());

async function signIn(email: string): Promise<(path: string) => Promise<Response>> {
  const res = await fetch(`${api.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return (path) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${access_token}` } });
}

/** The answer's body, or null on the 403 that spec §6 counts as 'no'. */
async function unlessForbidden<T>(res: Response): Promise<T | null> {
  if (res.status === 403) return null;
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const sorted = (names: readonly string[]) => [...names].sort();

test.each(Object.entries(DEMO_MENU_USERS))('%s: the API agrees with the menu fixture', async (_, fixture) => {
  const get = await signIn(fixture.email);
  const me = (await (await get('/api/v1/me')).json()) as UserInfo;
  const { context } = fixture;
  expect(sorted(me.features)).toEqual(sorted(context.features));
  expect(sorted(me.featureFlags)).toEqual(sorted(context.featureFlags));
  expect(me.iaas_cancelling).toBe(context.iaasCancelling);
  const environment = me.customers.find((customer) => customer.cloud_id === fixture.cloudId);
  expect(environment?.primeData.support_type).toBe(context.supportType);

  // The marketplace rule's inputs (spec §6), as useMarketplaceAllowed reads them.
  const contracts = await unlessForbidden<ContractList>(
    await get(`/api/v1/environments/${fixture.cloudId}/contract`),
  );
  const tss = await unlessForbidden<TssData>(await get(`/api/v1/tss/${environment!.t_code}`));
  const tester = holds(context, MARKETPLACE_TEST_FEATURE);
  const hasContract = (contracts?.contracts.length ?? 0) > 0;
  const hasTssQuota = (tss?.quota_hired ?? 0) > 0;
  expect(tester || hasContract || hasTssQuota).toBe(context.marketplaceAllowed);
});
