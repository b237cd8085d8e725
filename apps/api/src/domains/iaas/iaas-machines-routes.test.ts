import type { IaasMachineDetail } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;

const machine = (cloudId: string, resourceId: string) =>
  `/api/v1/environments/${cloudId}/iaas/virtual-machines/${resourceId}`;
const read = (cloudId: string, resourceId: string, who: SignedIn) =>
  call(t, 'GET', machine(cloudId, resourceId), who).then((res) => jsonOf<IaasMachineDetail>(res));

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
    diego = await signInAs(t, 'diego@nuvem.example');
  });
  afterAll(() => t.close());

  it("answers a machine's parts, attachments and network", async () => {
    const detail = await read('ACM1', 'vm-acm1-01', ana);
    expect(detail.machine).toMatchObject({
      resource_id: 'vm-acm1-01',
      name: 'acm1-app-01',
      vcpus: 8,
      memory_gb: 32,
    });
    expect(detail.size).toEqual({ sku: 'std.8x32', vcpus: 8, memory_gb: 32 });
    expect(detail.image).toEqual({ image_id: 'oracle-linux-9', name: 'Oracle Linux 9', os_family: 'linux' });
    expect(detail.network).toEqual({
      resource_id: 'net-acm1-01',
      name: 'acm1-vcn-principal',
      cidr: '10.0.0.0/16',
    });
    expect(detail.private_address).toMatch(/^10\.0\.1\.\d+$/);
    expect(detail.tags).toMatchObject({ aplicacao: 'erp' });
    expect(detail.volumes.map((v) => [v.resource_id, v.size_gb])).toEqual([['vol-acm1-02', 250]]);
    expect(detail.public_ips.map((ip) => ip.resource_id)).toEqual(['ip-acm1-01']);
  });

  it('prices a month at the region’s prices: size, boot disk and volumes, addresses, license per vCPU', async () => {
    // 8x32 (1.240,00) + (100 + 250) GB × 0,45 + one address (28,00); Oracle Linux has no license.
    expect((await read('ACM1', 'vm-acm1-01', ana)).monthly_cents).toBe(124_000 + 350 * 45 + 2_800);
    // cpu.4x8 (540,00) + 100 GB × 0,45 + Windows' 95,00 for each of its 4 vCPUs.
    expect((await read('ACM1', 'vm-acm1-21', ana)).monthly_cents).toBe(54_000 + 100 * 45 + 4 * 9_500);
  });

  it('answers its daily use from the analytics side: the last 30 days up to yesterday, oldest first', async () => {
    const { usage } = await read('ACM1', 'vm-acm1-01', ana);
    expect(usage).toHaveLength(30);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(usage.at(-1)?.day).toBe(yesterday);
    expect(usage.map((u) => u.day)).toEqual([...usage.map((u) => u.day)].sort());
    for (const day of usage) {
      expect(day.cpu_pct).toBeGreaterThanOrEqual(0);
      expect(day.cpu_pct).toBeLessThanOrEqual(100);
    }
  });

  it('names the operation that failed on a machine in error, and why; nothing for a machine not in error', async () => {
    expect((await read('ACM1', 'vm-acm1-01', ana)).failure).toBeNull();
    const [env] = await t.db.query<{ id: string }>(
      `SELECT id FROM customer_environments WHERE cloud_id = 'ACM1'`,
    );
    await t.db.query(
      `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
         memory_gb, size_gb)
       VALUES ('vm-acm1-failed', $1, 'virtual_machine', 'acm1-falhou', 'oci', 'sa-east-1', 'error', 2, 8, 50)`,
      [env!.id],
    );
    const [failed] = await t.db.query<{ id: string }>(
      `INSERT INTO operations (environment_id, actor_user_id, executed_by, kind, target_id, state, error_code,
         message, created_at, finished_at)
       VALUES ($1, $2, 'ana@acme.example', 'vm.create', 'vm-acm1-failed', 'FAILED', 'vm_action_not_allowed', 'no',
         now() - interval '1 minute', now())
       RETURNING id`,
      [env!.id, ana.userId],
    );
    const detail = await read('ACM1', 'vm-acm1-failed', ana);
    expect(detail.machine.state).toBe('error');
    expect(detail.failure).toMatchObject({
      operation_id: failed!.id,
      kind: 'vm.create',
      error_code: 'vm_action_not_allowed',
    });
  });

  it('answers 404 for what is not a machine of the environment, and refuses as the resources list does', async () => {
    await expectError(
      await call(t, 'GET', machine('ACM1', 'vol-acm1-01'), ana),
      404,
      'iaas_machine_not_found',
      ['vol-acm1-01'],
    );
    await expectError(
      await call(t, 'GET', machine('ACM2', 'vm-acm1-01'), ana),
      404,
      'iaas_machine_not_found',
    );
    await expectError(
      await call(t, 'GET', machine('ACM1', 'vm-acm1-01'), bruno),
      404,
      'environment_not_found',
      ['ACM1'],
    );
    await expectError(await call(t, 'GET', machine('ACM1', 'vm-acm1-01'), carla), 403, 'forbidden', [
      'menu_iaas',
    ]);
    await expectError(await call(t, 'GET', machine('ACM1', 'VM;drop'), ana), 400, 'validation_failed');
    expect((await call(t, 'GET', machine('ACM1', 'vm-acm1-01'), diego)).status).toBe(200);
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(await call(t, 'GET', machine('ACM1', 'vm-acm1-01'), ana), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
  });
});
