import type {
  Client,
  ContractList,
  DisasterRecoverySwitches,
  TopologyList,
  TssData,
} from '@nuvem/api-contract';
import { demoEnvironments } from '../../demo/demo-data';
import { demoTopologies } from '../../demo/demo-topologies';
import { grantFeatures, revokeFeatures } from '../../testing/grant-features';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { call, expectError, jsonOf as json } from '../../testing/http-calls';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn, bruno: SignedIn, diego: SignedIn;

const tCodeOf = (cloudId: string) => demoEnvironments.find((env) => env.cloud_id === cloudId)!.t_code;

const get = (path: string, who?: SignedIn) => call(t, 'GET', path, who);
const patchDr = (cloudId: string, who: SignedIn, body: unknown) =>
  call(t, 'PATCH', `/api/v1/environments/${cloudId}/disaster-recovery`, who, body);

const switchRows = async () =>
  t.db.query<{ user_id: string; environment_id: string; test_active: boolean; all_topologies: boolean }>(
    'SELECT user_id, environment_id, test_active, all_topologies FROM disaster_recovery_switches ORDER BY 1, 2',
  );

async function revoke(who: SignedIn, features: string[]) {
  await revokeFeatures(t.db, who.userId, features);
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    const signedIn = await Promise.all(
      ['ana@acme.example', 'bruno@globex.example', 'diego@nuvem.example'].map((email) => signInAs(t, email)),
    );
    [ana, bruno, diego] = signedIn as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('answers 401 on every route without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/environments/ACM1'],
      ['GET', '/api/v1/environments/ACM1/topologies'],
      ['GET', '/api/v1/environments/ACM1/contract'],
      ['GET', '/api/v1/environments/ACM1/disaster-recovery'],
      ['PATCH', '/api/v1/environments/ACM1/disaster-recovery'],
      ['GET', `/api/v1/tss/${tCodeOf('ACM1')}`],
    ] as const) {
      const res = await call(
        t,
        method,
        path,
        undefined,
        method === 'PATCH' ? { test_active: true } : undefined,
      );
      await expectError(res, 401, 'unauthorized');
    }
  });

  describe('GET /api/v1/environments/:cloudId', () => {
    it('returns the client record with its providers, DR regions and whether the user starred it', async () => {
      const client = await json<Client>(await get('/api/v1/environments/ACM1', ana));
      const acm1 = demoEnvironments[0]!;
      expect(client).toEqual({
        cloud_id: 'ACM1',
        t_code: acm1.t_code,
        corporate_name: 'Acme Produção',
        federal_id: acm1.federal_id,
        region: acm1.region,
        budget_id: acm1.budget_id,
        primeData: { support_type: 'PRIME' },
        isFavorite: false,
        providers: ['aws', 'oci'],
        official_drs: [{ region: 'sa-east-1' }],
      });
    });

    it('has no official DR without dr_destination topologies, and isFavorite for a starred one', async () => {
      const acm2 = await json<Client>(await get('/api/v1/environments/ACM2', ana));
      expect(acm2).toMatchObject({
        cloud_id: 'ACM2',
        official_drs: [],
        primeData: { support_type: 'STANDARD' },
      });
      expect(acm2.providers).toEqual(['oci']);
      // bruno starred GLX01 in the demo data; diego sees GLX01 too but did not star it.
      expect(await json<Client>(await get('/api/v1/environments/GLX01', bruno))).toMatchObject({
        isFavorite: true,
      });
      expect(await json<Client>(await get('/api/v1/environments/GLX01', diego))).toMatchObject({
        isFavorite: false,
      });
    });

    it('answers 400 for a malformed cloud id', async () => {
      await expectError(await get('/api/v1/environments/ACM1%20x', ana), 400, 'validation_failed');
      await expectError(await get(`/api/v1/environments/${'A'.repeat(65)}`, ana), 400, 'validation_failed');
    });
  });

  describe('GET /api/v1/environments/:cloudId/topologies', () => {
    it('answers 409 topologies_unavailable for an environment whose topology registry is unavailable', async () => {
      // Initech Serviços (INT1): fabio's and diego's, its registry unavailable in the demo (portal spec §4).
      await expectError(
        await get('/api/v1/environments/INT1/topologies', diego),
        409,
        'topologies_unavailable',
        ['INT1'],
      );
      // Its client record still answers; ana may not see it: 404, not 409.
      expect(await json<Client>(await get('/api/v1/environments/INT1', diego))).toMatchObject({
        cloud_id: 'INT1',
      });
      await expectError(await get('/api/v1/environments/INT1/topologies', ana), 404, 'environment_not_found');
    });

    it('lists the topologies without dr_destination replicas while the DR view is off', async () => {
      const list = await json<TopologyList>(await get('/api/v1/environments/ACM1/topologies', ana));
      expect(list.cloud_id).toBe('ACM1');
      expect(list.all_topologies).toBe(false);
      const expected = demoTopologies.filter(
        (topology) => topology.cloud_id === 'ACM1' && topology.topology_type !== 'dr_destination',
      );
      expect(list.topologies.map((x) => x.topology_id).sort()).toEqual(
        expected.map((x) => x.topology_id).sort(),
      );
      expect(list.topologies.map((x) => x.topology_type)).toContain('dr_origin');
      const sortKey = (x: { product: string; topology_id: string }) => `${x.product}\u0000${x.topology_id}`;
      expect(list.topologies.map(sortKey)).toEqual(list.topologies.map(sortKey).sort());
      expect(list.topologies.find((x) => x.topology_type === 'dr_origin')).toEqual({
        topology_id: 'tp-acm1-01',
        cloud_id: 'ACM1',
        product: 'protheus',
        topology_type: 'dr_origin',
        replica_of: null,
        provider: 'oci',
        region: demoEnvironments[0]!.region,
        instance_name: 'acm1-protheus-prd',
        domain: 'protheus-acm1.nuvem.cloud',
        public_ip: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
        status: 'active',
      });
    });

    it("lists the replicas too once the user's all-topologies switch is on, for that user only", async () => {
      await json(await patchDr('ACM1', diego, { all_topologies: true }));
      const all = await json<TopologyList>(await get('/api/v1/environments/ACM1/topologies', diego));
      expect(all.all_topologies).toBe(true);
      expect(all.topologies).toHaveLength(demoTopologies.filter((x) => x.cloud_id === 'ACM1').length);
      expect(all.topologies.find((x) => x.topology_type === 'dr_destination')).toMatchObject({
        topology_id: 'tp-acm1-02',
        replica_of: 'tp-acm1-01',
        provider: 'aws',
        region: 'sa-east-1',
      });
      // Another user, and another environment of the same user, keep the default view.
      const anas = await json<TopologyList>(await get('/api/v1/environments/ACM1/topologies', ana));
      expect(anas.all_topologies).toBe(false);
      expect(anas.topologies.some((x) => x.topology_type === 'dr_destination')).toBe(false);
      const glx01 = await json<TopologyList>(await get('/api/v1/environments/GLX01/topologies', diego));
      expect(glx01.all_topologies).toBe(false);
      expect(glx01.topologies.some((x) => x.topology_type === 'dr_destination')).toBe(false);
      await json(await patchDr('ACM1', diego, { all_topologies: false }));
    });

    it('stops listing replicas when the user no longer holds admin_topology_dr', async () => {
      await grantFeatures(t.db, ana.userId, ['admin_topology_dr']);
      try {
        await json(await patchDr('ACM1', ana, { all_topologies: true }));
        const on = await json<TopologyList>(await get('/api/v1/environments/ACM1/topologies', ana));
        expect(on.all_topologies).toBe(true);
      } finally {
        await revoke(ana, ['admin_topology_dr']);
      }
      const off = await json<TopologyList>(await get('/api/v1/environments/ACM1/topologies', ana));
      expect(off.all_topologies).toBe(false);
      expect(off.topologies.some((x) => x.topology_type === 'dr_destination')).toBe(false);
      await t.db.query('DELETE FROM disaster_recovery_switches WHERE user_id = $1', [ana.userId]);
    });
  });

  describe('GET /api/v1/environments/:cloudId/contract', () => {
    it('lists the contracts, newest first, with dates and values', async () => {
      const list = await json<ContractList>(await get('/api/v1/environments/ACM1/contract', ana));
      expect(list.cloud_id).toBe('ACM1');
      expect(list.contracts.map((c) => c.contract_id)).toEqual([
        'CTR-ACM1-003',
        'CTR-ACM1-002',
        'CTR-ACM1-001',
      ]);
      expect(list.contracts[1]).toEqual({
        contract_id: 'CTR-ACM1-002',
        product: 'fluig',
        description: 'Fluig — 200 usuários',
        status: 'active',
        start_date: '2023-01-15',
        end_date: null,
        monthly_value: 4200.5,
        currency: 'BRL',
      });
      expect(list.contracts[0]).toMatchObject({ end_date: '2026-05-31', monthly_value: 890 });
    });

    it('answers an empty list for an environment without contracts', async () => {
      expect(await json<ContractList>(await get('/api/v1/environments/ACM3/contract', ana))).toEqual({
        cloud_id: 'ACM3',
        contracts: [],
      });
    });

    it('answers 403 without show_contract', async () => {
      await expectError(await get('/api/v1/environments/GLX01/contract', bruno), 403, 'forbidden', [
        'show_contract',
      ]);
    });
  });

  describe('GET /api/v1/tss/:tCode', () => {
    it('returns the hired quota of a t_code the user may see, 0 when nothing is hired', async () => {
      const acme = await json<TssData>(await get(`/api/v1/tss/${tCodeOf('ACM1')}`, ana));
      expect(acme).toMatchObject({ t_code: tCodeOf('ACM1'), quota_hired: 5000, quota_used: 1234 });
      // The totals are the companies' sums.
      expect(acme.companies.map((c) => [c.corporate_name, c.quota_hired, c.quota_used])).toEqual([
        ['Acme Distribuidora Ltda.', 1000, 200],
        ['Acme Indústria e Comércio Ltda.', 4000, 1034],
      ]);
      expect(await json<TssData>(await get(`/api/v1/tss/${tCodeOf('ACM2')}`, ana))).toEqual({
        t_code: tCodeOf('ACM2'),
        quota_hired: 0,
        quota_used: 0,
        companies: [],
      });
    });

    it('answers 403 without tss, 404 for an unknown t_code, 400 for a malformed one', async () => {
      await expectError(await get(`/api/v1/tss/${tCodeOf('GLX01')}`, bruno), 403, 'forbidden', ['tss']);
      await expectError(await get('/api/v1/tss/T99999999', ana), 404, 'environment_not_found');
      await expectError(await get('/api/v1/tss/T1%20x', ana), 400, 'validation_failed');
    });
  });

  describe('/api/v1/environments/:cloudId/disaster-recovery', () => {
    it('answers both switches off until set', async () => {
      expect(
        await json<DisasterRecoverySwitches>(await get('/api/v1/environments/ACM2/disaster-recovery', ana)),
      ).toEqual({ cloud_id: 'ACM2', test_active: false, all_topologies: false });
    });

    it('turns one switch, leaves the other, and keeps it per user and environment', async () => {
      const set = await json<DisasterRecoverySwitches>(await patchDr('ACM2', diego, { test_active: true }));
      expect(set).toEqual({ cloud_id: 'ACM2', test_active: true, all_topologies: false });
      const both = await json<DisasterRecoverySwitches>(
        await patchDr('ACM2', diego, { all_topologies: true }),
      );
      expect(both).toEqual({ cloud_id: 'ACM2', test_active: true, all_topologies: true });
      expect(await json(await get('/api/v1/environments/ACM2/disaster-recovery', diego))).toEqual(both);
      // ana's switches for the same environment, and diego's for another, are untouched.
      expect(await json(await get('/api/v1/environments/ACM2/disaster-recovery', ana))).toMatchObject({
        test_active: false,
        all_topologies: false,
      });
      expect(await json(await get('/api/v1/environments/ACM3/disaster-recovery', diego))).toMatchObject({
        test_active: false,
        all_topologies: false,
      });
      const off = await json(await patchDr('ACM2', diego, { test_active: false, all_topologies: false }));
      expect(off).toEqual({ cloud_id: 'ACM2', test_active: false, all_topologies: false });
    });

    it('answers 403 naming the missing feature, and changes nothing', async () => {
      const before = await switchRows();
      await expectError(await patchDr('ACM1', ana, { test_active: true }), 403, 'forbidden', [
        'dr_plan_test',
      ]);
      await expectError(await patchDr('ACM1', ana, { all_topologies: true }), 403, 'forbidden', [
        'admin_topology_dr',
      ]);
      await grantFeatures(t.db, ana.userId, ['dr_plan_test']);
      try {
        // Both switches need both features: one missing refuses the whole change.
        await expectError(
          await patchDr('ACM1', ana, { test_active: true, all_topologies: true }),
          403,
          'forbidden',
          ['admin_topology_dr'],
        );
      } finally {
        await revoke(ana, ['dr_plan_test']);
      }
      expect(await switchRows()).toEqual(before);
    });

    it('answers 400 for an empty, unknown or mistyped change, and changes nothing', async () => {
      const before = await switchRows();
      for (const body of [{}, { other: true }, { test_active: 'yes' }, { all_topologies: 7 }, [true]]) {
        await expectError(await patchDr('ACM1', diego, body), 400, 'validation_failed');
      }
      expect(await switchRows()).toEqual(before);
    });
  });

  describe('tenant isolation', () => {
    it("keeps GLX01's client, topologies, contracts and DR switches from ana, and INT1's TSS", async () => {
      await grantFeatures(t.db, ana.userId, ['dr_plan_test', 'admin_topology_dr']);
      const before = await switchRows();
      try {
        for (const path of [
          '/api/v1/environments/GLX01',
          '/api/v1/environments/GLX01/topologies',
          '/api/v1/environments/GLX01/contract',
          '/api/v1/environments/GLX01/disaster-recovery',
        ])
          await expectError(await get(path, ana), 404, 'environment_not_found', ['GLX01']);
        await expectError(
          await patchDr('GLX01', ana, { test_active: true, all_topologies: true }),
          404,
          'environment_not_found',
        );
        await expectError(await get(`/api/v1/tss/${tCodeOf('INT1')}`, ana), 404, 'environment_not_found');
        // An environment that does not exist answers the same way.
        await expectError(await get('/api/v1/environments/NOPE1', ana), 404, 'environment_not_found', [
          'NOPE1',
        ]);
      } finally {
        await revoke(ana, ['dr_plan_test', 'admin_topology_dr']);
      }
      expect(await switchRows()).toEqual(before);
    });

    it('lets provider staff with all_resources_by_customer read any environment', async () => {
      expect(await json<Client>(await get('/api/v1/environments/GLX01', diego))).toMatchObject({
        cloud_id: 'GLX01',
      });
      const topologies = await json<TopologyList>(await get('/api/v1/environments/GLX01/topologies', diego));
      expect(topologies.topologies.length).toBeGreaterThan(0);
      expect(topologies.topologies.every((x) => x.cloud_id === 'GLX01')).toBe(true);
      const contracts = await json<ContractList>(await get('/api/v1/environments/GLX01/contract', diego));
      expect(contracts.contracts.map((c) => c.contract_id)).toEqual(['CTR-GLX01-001']);
      expect(await json(await get('/api/v1/environments/GLX01/disaster-recovery', diego))).toMatchObject({
        cloud_id: 'GLX01',
      });
      expect(await json<TssData>(await get(`/api/v1/tss/${tCodeOf('INT1')}`, diego))).toEqual({
        t_code: tCodeOf('INT1'),
        quota_hired: 0,
        quota_used: 0,
        companies: [],
      });
      // Bruno holds GLX01 and sees it, but not ACM1.
      expect((await get('/api/v1/environments/GLX01/topologies', bruno)).status).toBe(200);
      await expectError(
        await get('/api/v1/environments/ACM1/topologies', bruno),
        404,
        'environment_not_found',
      );
    });
  });
});
