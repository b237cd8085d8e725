import type { IaasResource, IaasResourceList } from '@nuvem/api-contract';
import { demoIaasResourcesAt } from '../../demo/demo-iaas-resources';
import { insertIaasResources } from './iaas-resources-repository';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { grantFeatures, revokeFeatures } from '../../testing/grant-features';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;
let fabio: SignedIn;

const resources = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas/resources`;
const get = <T>(path: string, who: SignedIn) => call(t, 'GET', path, who).then((res) => jsonOf<T>(res));
const demoOf = (cloudId: string) => demoIaasResourcesAt(Date.now()).filter((r) => r.cloud_id === cloudId);

describe('the demo resources', () => {
  const all = demoIaasResourcesAt(Date.now());

  it('give every environment resources, each resource_id once', () => {
    expect(new Set(all.map((r) => r.resource_id)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.cloud_id)).size).toBeGreaterThanOrEqual(44);
  });

  it('give ACM1 every kind, two regions and every state, so the screen has something to filter', () => {
    const acme = demoOf('ACM1');
    expect(new Set(acme.map((r) => r.kind))).toEqual(
      new Set(['virtual_machine', 'volume', 'network', 'public_ip']),
    );
    expect(new Set(acme.map((r) => r.region))).toEqual(new Set(['sa-east-1', 'sa-east-2']));
    expect(new Set(acme.map((r) => r.state))).toEqual(
      new Set(['running', 'stopped', 'available', 'in_use', 'provisioning', 'error']),
    );
  });

  it("name each machine once in its environment (the analytics side's daily use is found by name)", () => {
    const machines = all.filter((r) => r.kind === 'virtual_machine');
    const keys = machines.map((r) => `${r.cloud_id}/${r.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('attach volumes and addresses only to machines of the same environment', () => {
    for (const resource of all.filter((r) => r.attached_to !== null)) {
      const machine = all.find((r) => r.resource_id === resource.attached_to);
      expect(machine).toMatchObject({ kind: 'virtual_machine', cloud_id: resource.cloud_id });
    }
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    fabio = await signInAs(t, 'fabio@initech.example');
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await expectError(await call(t, 'GET', resources('ACM1')), 401, 'unauthorized');
  });

  it("lists ACM1's resources by kind then name, with each kind's own fields", async () => {
    const answer = await get<IaasResourceList>(resources('ACM1'), ana);
    expect(answer.cloud_id).toBe('ACM1');
    const demo = demoOf('ACM1');
    expect(answer.resources.map((r) => r.resource_id).sort()).toEqual(demo.map((r) => r.resource_id).sort());
    const kinds = ['virtual_machine', 'volume', 'network', 'public_ip'];
    const order = answer.resources.map((r) => [kinds.indexOf(r.kind), r.name] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    const byId = new Map(answer.resources.map((r) => [r.resource_id, r]));
    expect(byId.get('vm-acm1-01')).toEqual<IaasResource>({
      resource_id: 'vm-acm1-01',
      name: 'acm1-app-01',
      kind: 'virtual_machine',
      provider: 'oci',
      region: 'sa-east-2',
      state: 'running',
      vcpus: 8,
      memory_gb: 32,
      size_gb: 100,
      cidr: null,
      address: null,
      attached_to: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(byId.get('net-acm1-01')).toMatchObject({ kind: 'network', cidr: '10.0.0.0/16', size_gb: null });
    expect(byId.get('ip-acm1-01')).toMatchObject({
      kind: 'public_ip',
      address: expect.stringMatching(/^203\.0\.113\.\d+$/),
      attached_to: 'vm-acm1-01',
      state: 'in_use',
    });
    expect(byId.get('vol-acm1-01')).toMatchObject({
      kind: 'volume',
      size_gb: 1000,
      attached_to: 'vm-acm1-02',
    });
  });

  describe('server-paged, filtered and sorted (filter, sort, page, page_size)', () => {
    const ids = (answer: IaasResourceList) => answer.resources.map((r) => r.resource_id);
    const list = (query: string, who = ana) => get<IaasResourceList>(`${resources('ACM1')}?${query}`, who);

    /** The list's default order (kind, then name and resource_id as bytes) of some demo resources. */
    const inListOrder = (rows: ReturnType<typeof demoOf>) => {
      const kinds = ['virtual_machine', 'volume', 'network', 'public_ip'];
      const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      return [...rows]
        .sort(
          (a, b) =>
            kinds.indexOf(a.kind) - kinds.indexOf(b.kind) ||
            bytes(a.name, b.name) ||
            bytes(a.resource_id, b.resource_id),
        )
        .map((r) => r.resource_id);
    };

    it('pages the default order, counting every match, with the whole environment summed up', async () => {
      const demo = demoOf('ACM1');
      const total = demo.length;
      const order = inListOrder(demo);
      const first = await list('page_size=5');
      expect(first).toMatchObject({ cloud_id: 'ACM1', total, page: 1, page_size: 5 });
      expect(ids(first)).toEqual(order.slice(0, 5));
      const count = (kind: string) => demo.filter((r) => r.kind === kind).length;
      expect(first.summary).toEqual({
        by_kind: {
          virtual_machine: count('virtual_machine'),
          volume: count('volume'),
          network: count('network'),
          public_ip: count('public_ip'),
        },
        in_error: demo.filter((r) => r.state === 'error').length,
        regions: ['sa-east-1', 'sa-east-2'],
      });
      const pages = Math.ceil(total / 5);
      const last = await list(`page_size=5&page=${pages}`);
      expect(ids(last)).toEqual(order.slice((pages - 1) * 5));
      expect(last.total).toBe(total);
      const all = await Promise.all(
        Array.from({ length: pages }, (_, i) => list(`page_size=5&page=${i + 1}`)),
      );
      expect(all.flatMap(ids)).toEqual(order);
      // Past the last page: no rows, the count still right.
      expect(await list(`page_size=5&page=${pages + 5}`)).toMatchObject({
        resources: [],
        total,
        page: pages + 5,
      });
    });

    it('filters by every token: equals (any case), differs, contains, not contains, free text', async () => {
      expect(ids(await list('filter=kind%3Dvolume&filter=state%3DIN_USE'))).toEqual([
        'vol-acm1-02',
        'vol-acm1-01',
        'vol-acm1-04',
      ]);
      expect((await list('filter=region!%3Dsa-east-2')).total).toBe(3);
      expect(ids(await list('filter=name%3Adados&filter=name!%3Adr'))).toEqual([
        'vol-acm1-01',
        'vol-acm1-20',
      ]);
      expect(ids(await list('filter=%3AVM-ACM1-2'))).toEqual(['vm-acm1-20', 'vm-acm1-21']);
      // LIKE's wildcards are text like any other.
      expect((await list('filter=%3A%25')).total).toBe(0);
      expect((await list('filter=%3A_')).total).toBe(0);
      const none = await list('filter=state%3Derror&filter=kind%3Dnetwork');
      expect(none).toMatchObject({ resources: [], total: 0 });
      expect(none.summary.in_error).toBe(1);
    });

    it('sorts by a field either way, resource_id breaking ties', async () => {
      const byName = ids(await list('sort=name&page_size=3'));
      expect(byName).toEqual(['vm-acm1-01', 'vol-acm1-02', 'vol-acm1-03']);
      expect(ids(await list('sort=-name&page_size=2'))).toEqual(['net-acm1-01', 'net-acm1-02']);
      const byRegion = await list('sort=-region&page_size=100');
      expect(byRegion.resources.map((r) => r.region).slice(-3)).toEqual([
        'sa-east-1',
        'sa-east-1',
        'sa-east-1',
      ]);
      expect(ids(await list('sort=kind&filter=region%3Dsa-east-1'))).toEqual(
        inListOrder(demoOf('ACM1').filter((r) => r.region === 'sa-east-1')),
      );
    });

    it('counts afresh once the environment changes (the counts are kept per version of its resources)', async () => {
      const machines = 'filter=kind%3Dvirtual_machine&page_size=2';
      const before = await list(machines);
      expect(await list(machines)).toEqual(before);
      await insertIaasResources(t.db, [
        {
          cloud_id: 'ACM1',
          resource_id: 'vm-acm1-counted',
          name: 'acm1-contada-01',
          kind: 'virtual_machine',
          provider: 'OCI',
          region: 'sa-east-1',
          state: 'running',
          vcpus: 2,
          memory_gb: 8,
          size_gb: 50,
          cidr: null,
          address: null,
          attached_to: null,
        },
      ]);
      try {
        const after = await list(machines);
        expect(after.total).toBe(before.total + 1);
        expect(after.summary.by_kind.virtual_machine).toBe(before.summary.by_kind.virtual_machine + 1);
        await t.db.query(`UPDATE iaas_resources SET state = 'error' WHERE resource_id = 'vm-acm1-counted'`);
        expect((await list(machines)).summary.in_error).toBe(before.summary.in_error + 1);
      } finally {
        await t.db.query(`DELETE FROM iaas_resources WHERE resource_id = 'vm-acm1-counted'`);
      }
      expect(await list(machines)).toEqual(before);
    });

    it('answers 400 validation_failed for a field the list lacks, a bad token, a page size over 100', async () => {
      for (const query of [
        'filter=owner%3Dana',
        'filter=%3Dx',
        'filter=name',
        'sort=vcpus',
        'sort=name;drop',
        'page=0',
        'page_size=101',
      ])
        await expectError(
          await call(t, 'GET', `${resources('ACM1')}?${query}`, ana),
          400,
          'validation_failed',
        );
    });
  });

  it("answers only the asked environment's resources", async () => {
    const answer = await get<IaasResourceList>(resources('ACM2'), ana);
    expect(answer.resources.length).toBeGreaterThan(0);
    expect(answer.resources.every((r) => r.resource_id.includes('-acm2-'))).toBe(true);
  });

  it('answers 404 for an environment of another tenant and for an unknown one alike', async () => {
    await expectError(await call(t, 'GET', resources('GLX01'), ana), 404, 'environment_not_found', ['GLX01']);
    await expectError(await call(t, 'GET', resources('ACM1'), bruno), 404, 'environment_not_found', ['ACM1']);
    await expectError(await call(t, 'GET', resources('ZZZ404'), ana), 404, 'environment_not_found', [
      'ZZZ404',
    ]);
  });

  it('answers 403 to a user without menu_iaas, in their own environment or not', async () => {
    await expectError(await call(t, 'GET', resources('ACM1'), carla), 403, 'forbidden', ['menu_iaas']);
    await expectError(await call(t, 'GET', resources('GLX30'), carla), 403, 'forbidden', ['menu_iaas']);
  });

  it('answers 403 iaas_cancelling to fabio, whose IaaS account is being cancelled (spec §6)', async () => {
    await expectError(await call(t, 'GET', resources('INT1'), fabio), 403, 'iaas_cancelling');
  });

  it('lets staff with all_resources_by_customer see any environment', async () => {
    const answer = await get<IaasResourceList>(resources('GLX05'), diego);
    expect(answer.resources.map((r) => r.resource_id).sort()).toEqual(
      demoOf('GLX05')
        .map((r) => r.resource_id)
        .sort(),
    );
  });

  it('also counts menu_iaas given as a feature flag', async () => {
    await t.db.query(`INSERT INTO feature_flags (flag) VALUES ('menu_iaas') ON CONFLICT DO NOTHING`);
    const roleId = await grantFeatures(t.db, carla.userId, [], ['menu_iaas']);
    try {
      const answer = await get<IaasResourceList>(resources('GLX01'), carla);
      expect(answer.resources.length).toBeGreaterThan(0);
    } finally {
      await t.db.query('DELETE FROM user_roles WHERE role_id = $1', [roleId]);
    }
  });

  it('refuses 403 iaas_cancelling while the IaaS account is being cancelled (spec §6), before any environment', async () => {
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(await call(t, 'GET', resources('ACM1'), ana), 403, 'iaas_cancelling');
      await expectError(await call(t, 'GET', resources('GLX01'), ana), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
    expect((await call(t, 'GET', resources('ACM1'), ana)).status).toBe(200);
  });

  it('follows every change of access at once, though it keeps the checks between requests', async () => {
    const list = () => call(t, 'GET', resources('ACM1'), ana);
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200); // the kept scope
    const restore = await revokeFeatures(t.db, ana.userId, ['menu_iaas']);
    try {
      await expectError(await list(), 403, 'forbidden');
    } finally {
      await restore();
    }
    expect((await list()).status).toBe(200);
    await t.db.query(
      `DELETE FROM user_environments
       WHERE user_id = $1 AND environment_id = (SELECT id FROM customer_environments WHERE cloud_id = 'ACM1')`,
      [ana.userId],
    );
    try {
      await expectError(await list(), 404, 'environment_not_found');
    } finally {
      await t.db.query(
        `INSERT INTO user_environments (user_id, environment_id)
         SELECT $1, id FROM customer_environments WHERE cloud_id = 'ACM1'`,
        [ana.userId],
      );
    }
    expect((await list()).status).toBe(200);
  });
});
