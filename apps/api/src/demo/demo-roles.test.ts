import type { UserInfo } from '@nuvem/api-contract';
import { call, jsonOf } from '../testing/http-calls';
import { signInAs } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';
import { demoUsers } from './demo-data';
import { demoRoles, demoUserRoles } from './demo-roles';
import { demoFeatureFlags, demoUserFlags } from './demo-user-notices';

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const onForAll = Object.entries(demoFeatureFlags)
  .filter(([, on]) => on)
  .map(([flag]) => flag);

describe('the demo role catalogue', () => {
  it('names each role once, each feature once in a role, and only roles it defines', () => {
    expect(new Set(demoRoles.map((r) => r.key)).size).toBe(demoRoles.length);
    for (const role of demoRoles) expect(new Set(role.features).size).toBe(role.features.length);
    const keys = new Set(demoRoles.map((r) => r.key));
    for (const held of Object.values(demoUserRoles)) for (const key of held) expect(keys).toContain(key);
  });

  it('gives staff-scope roles to staff users only', () => {
    for (const user of demoUsers)
      for (const key of demoUserRoles[user.email] ?? [])
        if (demoRoles.find((r) => r.key === key)!.scope === 'staff') expect(user.kind).toBe('staff');
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  // Every demo user sees, through their roles, exactly what demo-data.ts and demo-user-notices.ts gave them
  // before roles existed (and rev_home, which /me adds from the user's own column).
  it.each(demoUsers.map((u) => [u.email, u] as const))(
    'gives %s exactly their features and flags',
    async (_, user) => {
      const me = await jsonOf<UserInfo>(await call(t, 'GET', '/api/v1/me', await signInAs(t, user.email)));
      expect(sorted(me.features)).toEqual(sorted([...user.features, ...(user.revHome ? ['rev_home'] : [])]));
      expect(sorted(me.featureFlags)).toEqual(sorted([...onForAll, ...(demoUserFlags[user.email] ?? [])]));
    },
  );
});
