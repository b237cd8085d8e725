import type { BackupCatalog, IaasMachineDetail, OperationAnswer, SnapshotList } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// Resize and snapshot (VM actions), restores and the /backups catalog, on both databases.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;

let keys = 0;
const newKey = () => `bkp-key-${++keys}-${Date.now()}`;

function post(who: SignedIn, path: string, body: unknown, key = newKey()) {
  return fetch(t.url(path), {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}
const actions = (resourceId: string, cloudId = 'ACM1') =>
  `/api/v1/environments/${cloudId}/iaas/virtual-machines/${resourceId}/actions`;
const catalog = (cloudId = 'ACM1') => `/api/v1/environments/${cloudId}/backup-catalog`;
const snapshots = (cloudId = 'ACM1') => `/api/v1/environments/${cloudId}/iaas/snapshots`;
const restoreSnapshot = (id: string, cloudId = 'ACM1') =>
  `/api/v1/environments/${cloudId}/iaas/snapshots/${id}/restore`;
const restoreBackup = (id: string, cloudId = 'ACM1') =>
  `/api/v1/environments/${cloudId}/backups/${id}/restore`;
const operationOf = (id: string) => `/api/v1/environments/ACM1/operations/${id}`;

async function addVm(resourceId: string, state: string, sizeSku = 'std.2x8') {
  await t.db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
       memory_gb, size_gb, size_sku)
     SELECT $1, id, 'virtual_machine', $1 || '-name', 'oci', 'sa-east-2', $2, 2, 8, 50, $3
     FROM customer_environments WHERE cloud_id = 'ACM1'`,
    [resourceId, state, sizeSku],
  );
}
const machineOf = async (resourceId: string) =>
  (
    await t.db.query<{ state: string; size_sku: string; vcpus: number; memory_gb: number }>(
      'SELECT state, size_sku, vcpus, memory_gb FROM iaas_resources WHERE resource_id = $1',
      [resourceId],
    )
  )[0];
const auditOf = (action: string, targetId: string) =>
  t.db.query<{ details: { phase: string }; before: unknown; after: unknown }>(
    `SELECT details, before, after FROM audit_events WHERE action = $1 AND target_id = $2 ORDER BY occurred_at, id`,
    [action, targetId],
  );

/** Asks, lets the worker finish, and answers the operation as it ended. */
async function run(res: Response) {
  const { operation } = await jsonOf<OperationAnswer>(res, 202);
  await t.app.operations.drain();
  return (await jsonOf<OperationAnswer>(await call(t, 'GET', operationOf(operation.id), ana))).operation;
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    [ana, bruno, carla, diego] = await Promise.all([
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'bruno@globex.example'),
      signInAs(t, 'carla@parceira.example'),
      signInAs(t, 'diego@nuvem.example'),
    ]);
    await addVm('vm-rs-running', 'running');
    await addVm('vm-rs-stopped', 'stopped');
    await addVm('vm-rs-error', 'error');
    await addVm('vm-snap', 'running');
    await addVm('vm-snap-gone', 'stopped');
  });
  afterAll(() => t.close());

  it('resizes a running machine: stopping → resizing → starting → running, its size and price changed, audited', async () => {
    const path = `/api/v1/environments/ACM1/iaas/virtual-machines/vm-rs-running`;
    const before = await jsonOf<IaasMachineDetail>(await call(t, 'GET', path, ana));
    const done = await run(
      await post(ana, actions('vm-rs-running'), { action: 'resize', size_sku: 'std.4x16' }),
    );
    expect(done).toMatchObject({ kind: 'vm.resize', state: 'SUCCESS', step_count: 4 });
    expect(done.steps.map((s) => s.name)).toEqual(['stopping', 'resizing', 'starting', 'running']);
    expect(await machineOf('vm-rs-running')).toEqual({
      state: 'running',
      size_sku: 'std.4x16',
      vcpus: 4,
      memory_gb: 16,
    });
    const after = await jsonOf<IaasMachineDetail>(await call(t, 'GET', path, ana));
    // std.2x8 (310,00) → std.4x16 (620,00) in sa-east-2; the disk stays.
    expect(after.monthly_cents! - before.monthly_cents!).toBe(62_000 - 31_000);
    const audit = await auditOf('vm.resize', 'vm-rs-running');
    expect(audit.map((a) => a.details.phase)).toEqual(['requested', 'finished']);
    expect(audit[1]).toMatchObject({
      before: { state: 'running', size_sku: 'std.2x8', vcpus: 2, memory_gb: 8 },
      after: { state: 'running', size_sku: 'std.4x16', vcpus: 4, memory_gb: 16 },
    });
  });

  it('resizes a stopped machine without starting it: resizing → stopped', async () => {
    const done = await run(
      await post(ana, actions('vm-rs-stopped'), { action: 'resize', size_sku: 'mem.4x32' }),
    );
    expect(done.steps.map((s) => s.name)).toEqual(['resizing', 'stopped']);
    expect(await machineOf('vm-rs-stopped')).toMatchObject({
      state: 'stopped',
      size_sku: 'mem.4x32',
      memory_gb: 32,
    });
  });

  it('refuses a size the region does not sell or the one it has (400 on size_sku), and a machine in error (409)', async () => {
    for (const [sku, code] of [
      ['std.999x1', 'vm_size_unknown'],
      ['disk.standard', 'vm_size_unknown'],
      ['std.2x8', 'vm_size_unchanged'],
    ] as const) {
      const res = await post(ana, actions('vm-rs-error'), { action: 'resize', size_sku: sku });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error_code: string; error_fields: { path: string }[] };
      expect(body.error_code).toBe(code);
      expect(body.error_fields.map((f) => f.path)).toEqual(['/size_sku']);
    }
    await expectError(
      await post(ana, actions('vm-rs-error'), { action: 'resize', size_sku: 'std.4x16' }),
      409,
      'vm_action_not_allowed',
    );
    expect(await machineOf('vm-rs-error')).toMatchObject({ state: 'error', size_sku: 'std.2x8' });
    expect(await t.db.query(`SELECT 1 FROM operations WHERE target_id = 'vm-rs-error'`)).toEqual([]);
  });

  it('takes a snapshot once under a retried request, lists it on the machine and on /backups', async () => {
    const key = newKey();
    const first = await jsonOf<OperationAnswer>(
      await post(ana, actions('vm-snap'), { action: 'snapshot', name: 'antes-da-atualizacao' }, key),
      202,
    );
    const again = await jsonOf<OperationAnswer>(
      await post(ana, actions('vm-snap'), { action: 'snapshot', name: 'antes-da-atualizacao' }, key),
      202,
    );
    expect(again.operation.id).toBe(first.operation.id);
    await t.app.operations.drain();
    const { snapshots: made } = await jsonOf<SnapshotList>(
      await call(t, 'GET', `${snapshots()}?resource_id=vm-snap`, ana),
    );
    expect(made).toEqual([
      expect.objectContaining({
        resource_id: 'vm-snap',
        name: 'antes-da-atualizacao',
        size_gb: 50,
        state: 'available',
        machine_exists: true,
        created_by: 'ana@acme.example',
      }),
    ]);
    expect(await machineOf('vm-snap')).toMatchObject({ state: 'running' });
    const audit = await auditOf('vm.snapshot', 'vm-snap');
    expect(audit[1]).toMatchObject({
      before: null,
      after: { snapshot_id: made[0]!.snapshot_id, state: 'available' },
    });

    const { entries, includes } = await jsonOf<BackupCatalog>(await call(t, 'GET', catalog(), ana));
    expect(includes).toEqual({ backups: true, snapshots: true });
    expect(entries.find((e) => e.id === made[0]!.snapshot_id)).toMatchObject({
      kind: 'snapshot',
      source: 'vm-snap',
      restorable: true,
      expires_at: null,
    });
    // Ana lists the topology backups (backup_download) but may not restore them (no dr_restoration).
    const backup = entries.find((e) => e.kind !== 'snapshot' && e.status === 'completed');
    expect(backup).toMatchObject({ restorable: false, downloadable: true });
  });

  it('restores a snapshot to its machine: stopping → restoring → running, the typed name checked, audited', async () => {
    const {
      snapshots: [snapshot],
    } = await jsonOf<SnapshotList>(await call(t, 'GET', `${snapshots()}?resource_id=vm-snap`, ana));
    await expectError(
      await post(ana, restoreSnapshot(snapshot!.snapshot_id), { confirmation: 'outro-nome' }),
      400,
      'restore_confirmation_mismatch',
      ['antes-da-atualizacao'],
    );
    const done = await run(
      await post(ana, restoreSnapshot(snapshot!.snapshot_id), { confirmation: 'antes-da-atualizacao' }),
    );
    expect(done).toMatchObject({ kind: 'snapshot.restore', target_id: 'vm-snap', state: 'SUCCESS' });
    expect(done.steps.map((s) => s.name)).toEqual(['stopping', 'restoring', 'running']);
    expect((await auditOf('snapshot.restore', 'vm-snap'))[1]).toMatchObject({
      before: { state: 'running' },
      after: { state: 'running', snapshot_id: snapshot!.snapshot_id },
    });
  });

  it('refuses to restore a snapshot whose machine is gone (409), and lists it as not restorable', async () => {
    await run(await post(ana, actions('vm-snap-gone'), { action: 'snapshot' }));
    const {
      snapshots: [snapshot],
    } = await jsonOf<SnapshotList>(await call(t, 'GET', `${snapshots()}?resource_id=vm-snap-gone`, ana));
    expect(snapshot!.name).toMatch(/^vm-snap-gone-name-\d{4}-\d{2}-\d{2}$/);
    await run(
      await post(ana, actions('vm-snap-gone'), { action: 'delete', confirmation: 'vm-snap-gone-name' }),
    );
    await expectError(
      await post(ana, restoreSnapshot(snapshot!.snapshot_id), { confirmation: snapshot!.name }),
      409,
      'snapshot_machine_gone',
      ['vm-snap-gone'],
    );
    const { entries } = await jsonOf<BackupCatalog>(await call(t, 'GET', catalog(), ana));
    expect(entries.find((e) => e.id === snapshot!.snapshot_id)).toMatchObject({ restorable: false });
  });

  it('restores a topology backup with dr_restoration: requested → restoring → completed, audited; 403 without', async () => {
    const [backup] = await t.db.query<{ backup_id: string }>(
      `SELECT b.backup_id FROM environment_backups b JOIN customer_environments e ON e.id = b.environment_id
       WHERE e.cloud_id = 'ACM1' AND b.status = 'completed' ORDER BY b.taken_at DESC LIMIT 1`,
    );
    const id = backup!.backup_id;
    await expectError(await post(ana, restoreBackup(id), { confirmation: id }), 403, 'forbidden', [
      'dr_restoration',
    ]);
    await expectError(
      await post(diego, restoreBackup(id), { confirmation: 'x' }),
      400,
      'restore_confirmation_mismatch',
    );
    await expectError(
      await post(diego, restoreBackup('bkp-nada'), { confirmation: 'bkp-nada' }),
      404,
      'backup_not_found',
    );
    const done = await run(await post(diego, restoreBackup(id), { confirmation: id }));
    expect(done).toMatchObject({ kind: 'backup.restore', target_id: id, state: 'SUCCESS', step_count: 3 });
    expect(done.steps.map((s) => s.name)).toEqual(['requested', 'restoring', 'completed']);
    expect((await auditOf('backup.restore', id))[1]).toMatchObject({
      before: { backup_id: id, restore: null },
      after: { backup_id: id, restore: 'completed' },
    });
    const { entries } = await jsonOf<BackupCatalog>(await call(t, 'GET', catalog(), diego));
    expect(entries.find((e) => e.id === id)).toMatchObject({ restorable: true });
  });

  it("refuses other tenants' environments (404) and users with neither permission (403)", async () => {
    const [snapshot] = await t.db.query<{ snapshot_id: string; name: string }>(
      `SELECT snapshot_id, name FROM iaas_snapshots WHERE resource_id = 'vm-snap'`,
    );
    await expectError(await call(t, 'GET', catalog(), bruno), 404, 'environment_not_found', ['ACM1']);
    await expectError(await call(t, 'GET', snapshots(), bruno), 404, 'environment_not_found', ['ACM1']);
    await expectError(
      await post(bruno, restoreSnapshot(snapshot!.snapshot_id), { confirmation: snapshot!.name }),
      404,
      'environment_not_found',
    );
    // Bruno's own environment does not hold ACM1's snapshot.
    const [brunoCloud] = await t.db.query<{ cloud_id: string }>(
      `SELECT e.cloud_id FROM customer_environments e JOIN user_environments ue ON ue.environment_id = e.id
       JOIN users u ON u.id = ue.user_id WHERE u.email = 'bruno@globex.example' ORDER BY e.cloud_id LIMIT 1`,
    );
    await expectError(
      await post(bruno, restoreSnapshot(snapshot!.snapshot_id, brunoCloud!.cloud_id), {
        confirmation: snapshot!.name,
      }),
      404,
      'snapshot_not_found',
    );
    await expectError(await call(t, 'GET', catalog(), carla), 403, 'forbidden', ['backup_download']);
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      const { includes, entries } = await jsonOf<BackupCatalog>(await call(t, 'GET', catalog(), ana));
      expect(includes).toEqual({ backups: true, snapshots: false });
      expect(entries.some((e) => e.kind === 'snapshot')).toBe(false);
      await expectError(
        await post(ana, restoreSnapshot(snapshot!.snapshot_id), { confirmation: snapshot!.name }),
        403,
        'iaas_cancelling',
      );
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
  });
});
