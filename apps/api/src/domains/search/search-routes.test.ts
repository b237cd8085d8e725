import type { SearchHit, SearchResult } from '@nuvem/api-contract';
import { demoEnvironments, demoUsers } from '../../demo/demo-data';
import { demoTopologies } from '../../demo/demo-topologies';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let users: Record<string, SignedIn>;

const search = (who: SignedIn | undefined, query: Record<string, string>) =>
  call(t, 'GET', `/api/v1/search/topologies?${new URLSearchParams(query).toString()}`, who);
const found = async (who: SignedIn, q: string, limit?: number) =>
  jsonOf<SearchResult>(await search(who, { q, ...(limit === undefined ? {} : { limit: String(limit) }) }));

/**
 * What the search should find, worked out here from the demo data: the topologies of the environments `email`
 * holds (every one for all_resources_by_customer staff) with `q` in one of the six fields, in the API's order.
 */
function expected(email: string, q: string): SearchHit[] {
  const user = demoUsers.find((u) => u.email === email)!;
  const seesAll = user.kind === 'staff' && user.features.includes('all_resources_by_customer');
  const needle = q.trim().toLowerCase();
  return demoTopologies
    .map((topology) => ({ topology, env: demoEnvironments.find((e) => e.cloud_id === topology.cloud_id)! }))
    .filter(({ env }) => seesAll || user.environments.includes(env.cloud_id))
    .filter(({ topology, env }) =>
      [
        topology.topology_id,
        env.cloud_id,
        env.t_code,
        topology.instance_name,
        topology.domain,
        topology.public_ip,
      ]
        .filter((field): field is string => field !== null)
        .some((field) => field.toLowerCase().includes(needle)),
    )
    .sort((a, b) =>
      a.env.cloud_id === b.env.cloud_id
        ? a.topology.topology_id < b.topology.topology_id
          ? -1
          : 1
        : a.env.cloud_id < b.env.cloud_id
          ? -1
          : 1,
    )
    .map(({ topology, env }) => ({
      topology_id: [topology.topology_id],
      cloud_id: [env.cloud_id],
      t_code: [env.t_code],
      instance_name: [topology.instance_name],
      domain: topology.domain === null ? [] : [topology.domain],
      public_ip: topology.public_ip === null ? [] : [topology.public_ip],
    }));
}

const emails = {
  ana: 'ana@acme.example',
  bruno: 'bruno@globex.example',
  carla: 'carla@parceira.example',
  diego: 'diego@nuvem.example',
  fabio: 'fabio@initech.example',
};

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    const signedIn = await Promise.all(Object.values(emails).map((email) => signInAs(t, email)));
    users = Object.fromEntries(Object.keys(emails).map((name, i) => [name, signedIn[i]!]));
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await expectError(await search(undefined, { q: 'protheus' }), 401, 'unauthorized');
  });

  it('finds topologies by any of the six fields, case-insensitively, with every field a list', async () => {
    const acm1 = demoEnvironments[0]!;
    const firstIp = demoTopologies[0]!.public_ip!;
    for (const q of [
      'acm1-protheus',
      'ACM1-PROTHEUS',
      'tp-acm2-0',
      acm1.t_code,
      'fluig-acm',
      firstIp,
      'ACM3-',
    ]) {
      const result = await found(users['ana']!, q);
      const want = expected(emails.ana, q);
      expect(want.length).toBeGreaterThan(0);
      expect(result).toEqual({ data: want, total: want.length });
    }
    const [hit] = (await found(users['ana']!, 'acm1-protheus-prd')).data;
    expect(hit).toEqual({
      topology_id: ['tp-acm1-01'],
      cloud_id: ['ACM1'],
      t_code: [acm1.t_code],
      instance_name: ['acm1-protheus-prd'],
      domain: ['protheus-acm1.nuvem.cloud'],
      public_ip: [firstIp],
    });
  });

  it('answers empty lists for a topology without domain or public IP', async () => {
    const bare = demoTopologies.find((x) => x.domain === null && x.cloud_id.startsWith('ACM'))!;
    const result = await found(users['ana']!, bare.instance_name);
    expect(result.data).toContainEqual(expect.objectContaining({ domain: [], public_ip: [] }));
  });

  it('matches %, _ and \\ literally', async () => {
    for (const q of ['%%%%%', '_____', 'acm1_protheus', 'acm1%prd', '\\\\\\\\\\'])
      expect(await found(users['diego']!, q)).toEqual({ data: [], total: 0 });
  });

  it('returns at most `limit` hits (50 by default) and the total', async () => {
    const want = expected(emails.diego, 'nuvem.cloud');
    expect(want.length).toBeGreaterThan(50);
    const first = await found(users['diego']!, 'nuvem.cloud');
    expect(first).toEqual({ data: want.slice(0, 50), total: want.length });
    expect(await found(users['diego']!, 'nuvem.cloud', 5)).toEqual({
      data: want.slice(0, 5),
      total: want.length,
    });
    expect((await found(users['diego']!, 'nuvem.cloud', 100)).data).toHaveLength(Math.min(100, want.length));
  });

  it('answers 400 for a missing, short, long or control-character q, or a bad limit', async () => {
    const diego = users['diego']!;
    for (const query of [
      {} as Record<string, string>,
      { q: '' },
      { q: 'abcd' },
      { q: '   abcd   ' },
      { q: 'x'.repeat(101) },
      { q: 'acm1-\nprotheus' },
      { q: 'acm1-\u0000protheus' },
      { q: 'protheus', limit: '0' },
      { q: 'protheus', limit: '101' },
      { q: 'protheus', limit: 'all' },
    ])
      await expectError(await search(diego, query), 400, 'validation_failed');
    await expectError(await search(diego, { q: '  abcd  ' }), 400, 'validation_failed', ['q']);
  });

  describe('tenant isolation', () => {
    it("finds only the topologies of the user's own environments", async () => {
      for (const [name, q] of [
        ['ana', 'glx01'],
        ['ana', 'int1-'],
        ['ana', 'protheus-prd'],
        ['bruno', 'acm1-'],
        ['bruno', 'protheus-prd'],
        ['carla', 'protheus-prd'],
        ['fabio', 'protheus'],
        ['fabio', 'nuvem.cloud'],
      ] as const) {
        const want = expected(emails[name], q);
        const result = await found(users[name]!, q, 100);
        expect(result).toEqual({ data: want.slice(0, 100), total: want.length });
        const allowed = demoUsers.find((u) => u.email === emails[name])!.environments;
        expect(result.data.every((hit) => allowed.includes(hit.cloud_id[0]!))).toBe(true);
      }
      expect((await found(users['ana']!, 'glx01')).total).toBe(0);
      expect((await found(users['ana']!, 'int1-protheus')).total).toBe(0);
      expect((await found(users['carla']!, 'protheus-prd')).data.map((hit) => hit.cloud_id[0])).toEqual([
        'ACM1',
        'GLX01',
        'GLX02',
      ]);
    });

    it('finds every environment for provider staff with all_resources_by_customer', async () => {
      const result = await found(users['diego']!, 'glx01-protheus');
      expect(result.total).toBeGreaterThan(0);
      expect(result).toEqual({ data: expected(emails.diego, 'glx01-protheus'), total: result.total });
      expect((await found(users['diego']!, 'int1-protheus')).total).toBeGreaterThan(0);
    });
  });
});
