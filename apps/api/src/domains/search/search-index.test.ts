// The global search on 100,000 topologies: the plan uses the trigram index, and the answers stay right.
// (How fast it is belongs to the load benchmark, which uses the same generator.)
import type { SearchResult } from '@nuvem/api-contract';
import { demoEnvironments, demoUsers } from '../../demo/demo-data';
import { searchTopologiesSql } from '../environments/topologies-repository';
import { containsPattern } from './search-service';
import { generateTopologies } from '../../testing/generate-topologies';
import { call, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let bruno: SignedIn, diego: SignedIn;

const generated = 100_000;

async function plan(userId: string, q: string): Promise<string> {
  const rows = await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${searchTopologiesSql}`, [
    userId,
    containsPattern(q),
    50,
  ]);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The matching topology_ids among the environments `cloudIds`, computed without search_text or its index:
 * each column compared on its own. Sorted as the API sorts.
 */
async function oracle(q: string, cloudIds: readonly string[]): Promise<string[]> {
  const rows = await t.db.query<{ topology_id: string }>(
    `SELECT t.topology_id
     FROM topologies t JOIN customer_environments e ON e.id = t.environment_id
     WHERE e.cloud_id = ANY($2::text[])
       AND (position(lower($1) IN lower(t.topology_id)) > 0 OR position(lower($1) IN lower(t.instance_name)) > 0
         OR position(lower($1) IN lower(coalesce(t.domain, ''))) > 0
         OR position(lower($1) IN coalesce(host(t.public_ip), '')) > 0
         OR position(lower($1) IN lower(e.cloud_id)) > 0 OR position(lower($1) IN lower(e.t_code)) > 0)
     ORDER BY e.cloud_id, t.topology_id`,
    [q, cloudIds],
  );
  return rows.map((row) => row.topology_id);
}

async function search(who: SignedIn, q: string): Promise<SearchResult> {
  return jsonOf<SearchResult>(
    await call(
      t,
      'GET',
      `/api/v1/search/topologies?${new URLSearchParams({ q, limit: '100' }).toString()}`,
      who,
    ),
  );
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    expect(await generateTopologies(t.db, generated)).toBe(generated);
    await t.db.exec('ANALYZE');
    const signedIn = await Promise.all(
      ['bruno@globex.example', 'diego@nuvem.example'].map((email) => signInAs(t, email)),
    );
    [bruno, diego] = signedIn as [SignedIn, SignedIn];
  }, 300_000);
  afterAll(() => t.close());

  it('generated the topologies round-robin over every environment', async () => {
    const [row] = await t.db.query<{ topologies: number; environments: number }>(
      `SELECT count(*)::int AS topologies, count(DISTINCT environment_id)::int AS environments
       FROM topologies WHERE topology_id LIKE 'gen-%'`,
    );
    expect(row).toEqual({ topologies: generated, environments: demoEnvironments.length });
  });

  it('plans the search with the trigram index, not a scan of every topology', async () => {
    // Texts that name one topology, as a user looks one up. (The planner rightly prefers a plain scan for a
    // text that most topologies contain.)
    const [one] = await t.db.query<{ instance_name: string; ip: string }>(
      `SELECT t.instance_name, host(t.public_ip) AS ip FROM topologies t
       JOIN customer_environments e ON e.id = t.environment_id
       WHERE e.cloud_id = 'GLX07' AND t.topology_id LIKE 'gen-%' AND t.public_ip IS NOT NULL
       ORDER BY t.topology_id OFFSET 500 LIMIT 1`,
    );
    for (const [who, q] of [
      [diego, 'gen-0012345'],
      [diego, one!.ip],
      [bruno, one!.instance_name],
    ] as const) {
      const explained = await plan(who.userId, q);
      expect(explained).toMatch(/Bitmap Index Scan on topologies_search_idx/);
      expect(explained).not.toMatch(/Seq Scan on topologies\b/);
    }
  });

  it('still answers exactly what matches, for staff and for a customer', async () => {
    const everyEnvironment = demoEnvironments.map((env) => env.cloud_id);
    const brunos = demoUsers.find((u) => u.email === 'bruno@globex.example')!.environments;
    for (const [who, cloudIds, q] of [
      [diego, everyEnvironment, 'gen-0012345'],
      [diego, everyEnvironment, 'RM-4242'],
      [diego, everyEnvironment, '10.1.134.'],
      [diego, everyEnvironment, 'int1-'],
      [bruno, brunos, 'glx07-fluig-1'],
      [bruno, brunos, 'acm1-protheus'],
      [bruno, brunos, '10.0.77.'],
    ] as const) {
      const want = await oracle(q, cloudIds);
      const result = await search(who, q);
      expect(result.total).toBe(want.length);
      expect(result.data.map((hit) => hit.topology_id[0])).toEqual(want.slice(0, 100));
    }
    expect((await search(diego, 'gen-0012345')).data).toEqual([
      expect.objectContaining({ topology_id: ['gen-0012345'] }),
    ]);
    expect((await search(bruno, 'acm1-protheus')).total).toBe(0);
  });
});
