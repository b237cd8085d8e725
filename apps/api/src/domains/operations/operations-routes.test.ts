import type { AuditPage, OperationAnswer, PipelineActions } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import type { OperationRow } from './operations-repository';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;

const actions = (cloudId: string, resourceId: string) =>
  `/api/v1/environments/${cloudId}/iaas/virtual-machines/${resourceId}/actions`;
const operationPath = (cloudId: string, id: string) => `/api/v1/environments/${cloudId}/operations/${id}`;

let keys = 0;
const newKey = () => `key-${++keys}-${Date.now()}`;

/** POST an action with an Idempotency-Key (a new one unless given). */
function act(who: SignedIn | undefined, resourceId: string, body: unknown, key = newKey(), cloudId = 'ACM1') {
  return fetch(t.url(actions(cloudId, resourceId)), {
    method: 'POST',
    headers: { ...(who?.headers ?? {}), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** Steps wait on this while it is shut: a test sees an operation mid-way. */
let gate: { promise: Promise<void>; open: () => void } | undefined;
function shutGate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { promise, open: () => ((gate = undefined), open()) };
  return gate;
}

async function addVm(resourceId: string, state: string, name = `${resourceId}-name`) {
  await t.db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
       memory_gb, size_gb)
     SELECT $1, id, 'virtual_machine', $3, 'oci', 'sa-east-2', $2, 2, 4, 50
     FROM customer_environments WHERE cloud_id = 'ACM1'`,
    [resourceId, state, name],
  );
}
const vmState = async (resourceId: string) =>
  (
    await t.db.query<{ state: string }>('SELECT state FROM iaas_resources WHERE resource_id = $1', [
      resourceId,
    ])
  )[0]?.state;
const operationRows = (resourceId: string) =>
  t.db.query<OperationRow>('SELECT * FROM operations WHERE target_id = $1 ORDER BY created_at', [resourceId]);

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {},
      { operations: { beforeStep: () => gate?.promise ?? Promise.resolve() } },
    );
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
    await addVm('vm-op-stopped', 'stopped');
    await addVm('vm-op-running', 'running');
    await addVm('vm-op-twice', 'stopped');
    await addVm('vm-op-delete', 'stopped', 'acm1-descartavel');
    await t.db.query(
      `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, size_gb,
         attached_to)
       SELECT 'vol-op-delete', id, 'volume', 'disco', 'oci', 'sa-east-2', 'in_use', 10, 'vm-op-delete'
       FROM customer_environments WHERE cloud_id = 'ACM1'`,
    );
  });
  afterAll(() => t.close());

  it('answers 401 without a token, 400 without an Idempotency-Key', async () => {
    await expectError(await act(undefined, 'vm-op-stopped', { action: 'start' }), 401, 'unauthorized');
    const res = await call(t, 'POST', actions('ACM1', 'vm-op-stopped'), ana, { action: 'start' });
    await expectError(res, 400, 'validation_failed');
    expect(await operationRows('vm-op-stopped')).toEqual([]);
  });

  it('starts a stopped machine: 202 PENDING, then starting, then running, live on the stream and audited', async () => {
    const held = shutGate();
    const { operation } = await jsonOf<OperationAnswer>(
      await act(ana, 'vm-op-stopped', { action: 'start' }),
      202,
    );
    expect(operation).toMatchObject({
      cloud_id: 'ACM1',
      kind: 'vm.start',
      target_id: 'vm-op-stopped',
      state: 'PENDING',
      steps: [],
      step_count: 2,
      user: 'ana@acme.example',
      finished_at: null,
    });
    await vi.waitFor(async () => {
      const row = (await operationRows('vm-op-stopped'))[0]!;
      expect(row.state).toBe('RUNNING');
    });
    held.open();
    await t.app.operations.drain();
    const read = await jsonOf<OperationAnswer>(
      await call(t, 'GET', operationPath('ACM1', operation.id), ana),
    );
    expect(read.operation).toMatchObject({ id: operation.id, state: 'SUCCESS', error_code: null });
    expect(read.operation.steps.map((s) => s.name)).toEqual(['starting', 'running']);
    expect(await vmState('vm-op-stopped')).toBe('running');

    const events = await t.db.query<{ data: OperationAnswer['operation'] }>(
      `SELECT s.data FROM stream_events s JOIN users u ON u.stream_channel = s.channel
       WHERE u.id = $1 AND s.event = 'operation' AND s.data->>'id' = $2 ORDER BY s.id`,
      [ana.userId, operation.id],
    );
    expect(events.map((e) => [e.data.state, e.data.steps.length])).toEqual([
      ['PENDING', 0],
      ['RUNNING', 0],
      ['RUNNING', 1],
      ['SUCCESS', 2],
    ]);

    const audit = await t.db.query<{
      action: string;
      details: { phase: string };
      before: unknown;
      after: unknown;
    }>(
      `SELECT action, details, before, after FROM audit_events WHERE target_id = 'vm-op-stopped'
       ORDER BY occurred_at`,
    );
    expect(audit).toEqual([
      {
        action: 'vm.start',
        details: expect.objectContaining({ phase: 'requested' }),
        before: { state: 'stopped' },
        after: null,
      },
      {
        action: 'vm.start',
        details: expect.objectContaining({ phase: 'finished', state: 'SUCCESS' }),
        before: { state: 'stopped' },
        after: { state: 'running' },
      },
    ]);
  });

  it('shows the operation in the right sidebar with the demo history', async () => {
    const { actions: listed } = await jsonOf<PipelineActions>(
      await call(t, 'GET', '/api/v1/environments/ACM1/pipelines?limit=100', ana),
    );
    expect(listed.find((a) => a.topology_id === 'vm-op-stopped')).toMatchObject({
      action: 'vm.start',
      status: 'SUCCESS',
      user: 'ana@acme.example',
    });
    expect(listed.some((a) => a.action === 'Reiniciar serviço')).toBe(true);
  });

  it('makes one operation of the same key and body, sent again or at once; another body with it is 409', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => act(ana, 'vm-op-twice', { action: 'start' }, key)),
    );
    const ids = await Promise.all(
      answers.map(async (res) => (await jsonOf<OperationAnswer>(res, 202)).operation.id),
    );
    expect(new Set(ids).size).toBe(1);
    await t.app.operations.drain();
    const again = await jsonOf<OperationAnswer>(await act(ana, 'vm-op-twice', { action: 'start' }, key), 202);
    expect(again.operation).toMatchObject({ id: ids[0], state: 'SUCCESS' });
    await expectError(await act(ana, 'vm-op-twice', { action: 'stop' }, key), 409, 'idempotency_key_reused');
    await expectError(
      await act(ana, 'vm-op-running', { action: 'stop' }, key),
      409,
      'idempotency_key_reused',
    );
    expect(await operationRows('vm-op-twice')).toHaveLength(1);
    // Another user's same key is theirs alone.
    expect((await act(bruno, 'vm-op-twice', { action: 'stop' }, key)).status).toBe(404);
  });

  it("refuses an action the machine's state does not allow, and a second one while one runs", async () => {
    await expectError(await act(ana, 'vm-op-running', { action: 'start' }), 409, 'vm_action_not_allowed', [
      'vm-op-running',
    ]);
    const held = shutGate();
    await jsonOf<OperationAnswer>(await act(ana, 'vm-op-running', { action: 'restart' }), 202);
    await expectError(await act(ana, 'vm-op-running', { action: 'stop' }), 409, 'operation_in_progress', [
      'vm-op-running',
    ]);
    held.open();
    await t.app.operations.drain();
    const [restart] = await operationRows('vm-op-running');
    expect(restart!.steps_done.map((s) => s.name)).toEqual(['stopping', 'starting', 'running']);
    expect(await vmState('vm-op-running')).toBe('running');
    await expectError(await act(ana, 'vm-nao-existe', { action: 'start' }), 404, 'vm_not_found', [
      'vm-nao-existe',
    ]);
  });

  it("deletes after the machine's name is typed: deleting, then gone, its volume freed", async () => {
    await expectError(await act(ana, 'vm-op-delete', { action: 'delete' }), 400, 'vm_confirmation_mismatch', [
      'acm1-descartavel',
    ]);
    const key = newKey();
    const body = { action: 'delete', confirmation: 'acm1-descartavel' };
    const { operation } = await jsonOf<OperationAnswer>(await act(ana, 'vm-op-delete', body, key), 202);
    await t.app.operations.drain();
    expect(await vmState('vm-op-delete')).toBeUndefined();
    expect(
      await t.db.query(`SELECT state, attached_to FROM iaas_resources WHERE resource_id = 'vol-op-delete'`),
    ).toEqual([{ state: 'available', attached_to: null }]);
    // The same request again, the machine gone: the same operation.
    const again = await jsonOf<OperationAnswer>(await act(ana, 'vm-op-delete', body, key), 202);
    expect(again.operation).toMatchObject({
      id: operation.id,
      state: 'SUCCESS',
      steps: [{ name: 'deleting' }, { name: 'deleted' }],
    });
  });

  it('answers 404 for another tenant, alike for an unknown environment; 403 without menu_iaas', async () => {
    await expectError(await act(bruno, 'vm-op-running', { action: 'stop' }), 404, 'environment_not_found', [
      'ACM1',
    ]);
    await expectError(
      await act(ana, 'vm-op-running', { action: 'stop' }, newKey(), 'NOPE1'),
      404,
      'environment_not_found',
    );
    const [op] = await operationRows('vm-op-stopped');
    await expectError(
      await call(t, 'GET', operationPath('ACM1', op!.id), bruno),
      404,
      'environment_not_found',
    );
    await expectError(await act(carla, 'vm-op-running', { action: 'stop' }), 403, 'forbidden', ['menu_iaas']);
  });

  it('refuses 403 impersonation_read_only to staff seeing the portal as the user', async () => {
    const diego = await signInAs(t, 'diego@nuvem.example');
    expect((await call(t, 'POST', '/api/v1/impersonation', diego, { user_id: ana.userId })).status).toBe(201);
    try {
      await expectError(
        await act(diego, 'vm-op-running', { action: 'stop' }),
        403,
        'impersonation_read_only',
      );
    } finally {
      await call(t, 'DELETE', '/api/v1/impersonation', diego);
    }
    expect(await vmState('vm-op-running')).toBe('running');
  });

  it('refuses 403 iaas_cancelling while the IaaS account is being cancelled', async () => {
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(await act(ana, 'vm-op-running', { action: 'stop' }), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
  });

  it('reads the audit log newest first, a page at a time', async () => {
    const first = await jsonOf<AuditPage>(
      await call(t, 'GET', '/api/v1/environments/ACM1/audit?limit=3', ana),
    );
    expect(first.events).toHaveLength(3);
    expect(first.events[0]).toMatchObject({
      action: 'vm.delete',
      actor: 'ana@acme.example',
      target_id: 'vm-op-delete',
    });
    const times = first.events.map((e) => e.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await jsonOf<AuditPage>(
      await call(t, 'GET', `/api/v1/environments/ACM1/audit?limit=3&cursor=${first.next_cursor}`, ana),
    );
    expect(second.events).toHaveLength(3);
    expect(second.events.map((e) => e.id)).not.toContain(first.events[2]!.id);
    expect(second.events[0]!.occurred_at <= first.events[2]!.occurred_at).toBe(true);
    await expectError(
      await call(
        t,
        'GET',
        '/api/v1/environments/ACM1/audit?cursor=00000000-0000-0000-0000-000000000000',
        ana,
      ),
      400,
      'invalid_cursor',
    );
    await expectError(
      await call(t, 'GET', '/api/v1/environments/ACM1/audit', bruno),
      404,
      'environment_not_found',
    );
  });

  it('keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await expect(t.db.query(`UPDATE audit_events SET action = 'vm.stop'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_events`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`TRUNCATE audit_events`)).rejects.toThrow(/append-only/);
    expect((await t.db.query('SELECT 1 FROM audit_events')).length).toBeGreaterThan(0);
  });
});
