import type { IaasMachineDetail, IaasOverview } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;

const overview = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas/overview`;
const read = (cloudId: string, who: SignedIn) =>
  call(t, 'GET', overview(cloudId), who).then((res) => jsonOf<IaasOverview>(res));

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
  });
  afterAll(() => t.close());

  it("counts the environment's resources as its rows are", async () => {
    const answer = await read('ACM1', ana);
    const [rows] = await t.db.query<{ vms: number; running: number; ips: number; free: number }>(
      `SELECT count(*) FILTER (WHERE kind = 'virtual_machine')::int AS vms,
              count(*) FILTER (WHERE kind = 'virtual_machine' AND state = 'running')::int AS running,
              count(*) FILTER (WHERE kind = 'public_ip')::int AS ips,
              count(*) FILTER (WHERE kind = 'public_ip' AND attached_to IS NULL)::int AS free
       FROM iaas_resources r JOIN customer_environments e ON e.id = r.environment_id WHERE e.cloud_id = 'ACM1'`,
    );
    expect(answer.machines.total).toBe(rows!.vms);
    expect(answer.machines.running).toBe(rows!.running);
    expect(answer.machines.total).toBe(
      answer.machines.running + answer.machines.stopped + answer.machines.other,
    );
    expect(answer.public_ips).toEqual({ count: rows!.ips, free: rows!.free });
    expect(answer.regions).toEqual(['sa-east-1', 'sa-east-2']);
  });

  it("prices a month as each machine's page does, plus the volumes and addresses of nothing", async () => {
    const answer = await read('ACM2', ana);
    const machines = await t.db.query<{ resource_id: string }>(
      `SELECT r.resource_id FROM iaas_resources r JOIN customer_environments e ON e.id = r.environment_id
       WHERE e.cloud_id = 'ACM2' AND r.kind = 'virtual_machine'`,
    );
    let sum = 0;
    for (const { resource_id } of machines) {
      const res = await call(t, 'GET', `/api/v1/environments/ACM2/iaas/virtual-machines/${resource_id}`, ana);
      sum += (await jsonOf<IaasMachineDetail>(res)).monthly_cents ?? 0;
    }
    // The machines' pages count their own volumes and addresses; the free ones are the environment's too.
    const [free] = await t.db.query<{ cents: number }>(
      `SELECT coalesce(sum(CASE r.kind WHEN 'volume' THEN r.size_gb * d.price_cents ELSE ip.price_cents END), 0)::int
                AS cents
       FROM iaas_resources r JOIN customer_environments e ON e.id = r.environment_id
       JOIN iaas_prices d ON d.sku = 'disk.standard' AND d.region = r.region
       JOIN iaas_prices ip ON ip.sku = 'ip.public' AND ip.region = r.region
       WHERE e.cloud_id = 'ACM2' AND r.kind IN ('volume', 'public_ip') AND r.attached_to IS NULL`,
    );
    expect(answer.monthly_cents).toBe(sum + free!.cents);
    expect(answer.monthly_cents).toBeGreaterThan(0);
  });

  it('reads the checklist from what the environment holds: a saved budget ticks its step', async () => {
    const before = await read('GLX02', bruno);
    expect(before.checklist.map((s) => s.step)).toEqual([
      'network',
      'machine',
      'public_ip',
      'backup',
      'budget',
    ]);
    expect(before.checklist.find((s) => s.step === 'machine')?.done).toBe(true);
    expect(before.checklist.find((s) => s.step === 'budget')?.done).toBe(false);
    const saved = await call(t, 'POST', '/api/v1/environments/GLX02/iaas/budgets', bruno, {
      name: 'Teste',
      region: 'sa-east-1',
      items: [{ sku: 'std.2x8', quantity: 1 }],
    });
    expect(saved.status).toBe(201);
    const after = await read('GLX02', bruno);
    expect(after.checklist.find((s) => s.step === 'budget')?.done).toBe(true);
  });

  it('refuses as the other IaaS routes do', async () => {
    await expectError(await call(t, 'GET', overview('ACM1'), bruno), 404, 'environment_not_found', ['ACM1']);
    await expectError(await call(t, 'GET', overview('ACM1'), carla), 403, 'forbidden', ['menu_iaas']);
    await expectError(await call(t, 'GET', overview('ACM1')), 401, 'unauthorized');
  });
});
